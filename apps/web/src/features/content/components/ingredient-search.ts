// What a recipe ingredient's text is searched as, when the recipe links it to no product
// (decision 0102): its food, without the amount and the measure ('100 g di zucchero' -> 'zucchero').

const AMOUNT = /^(?:\d+(?:[.,/]\d+)?|½|¼|¾|un|una|uno|mezzo|mezza|qualche|poco|poca)\s+/;
const MEASURE =
  /^(?:g|gr|kg|hg|mg|ml|cl|dl|l|litri|litro|cucchiai|cucchiaio|cucchiaini|cucchiaino|bustine|bustina|spicchi|spicchio|pizzico|pizzichi|tazze|tazza|tazzine|tazzina|vasetti|vasetto|fette|fetta|confezioni|confezione|mazzetti|mazzetto|foglie|foglia|rametti|rametto|bicchieri|bicchiere|noce|panetto|panetti)\.?(?:\s+|$)/;
const OF = /^(?:di|del|della|dello|dei|degli|delle|d['’])\s*/;

/** '1 spicchio d’aglio' -> 'aglio'; '320 g di riso Carnaroli' -> 'riso carnaroli'. */
export function ingredientSearchTerm(text: string): string {
  let s = text.trim().toLowerCase().replace(/\s+/g, ' ');
  s = s.replace(AMOUNT, '');
  s = s.replace(MEASURE, '');
  s = s.replace(OF, '');
  return s.trim();
}

/** The searches to try in turn: the whole term, then its first word when that is a food's name. */
export function ingredientSearchTerms(text: string): string[] {
  const term = ingredientSearchTerm(text);
  if (!term) return [];
  const first = term.split(' ')[0]!;
  return first !== term && first.length >= 4 ? [term, first] : [term];
}
