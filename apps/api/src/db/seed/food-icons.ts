/**
 * Which illustrated icon (Fluent Emoji Flat, MIT, by Microsoft, via the Iconify JSON package) a
 * demo product or category shows, so that shelves are recognisable at a glance: the product's own
 * word first (a lime is a lime, not an apple), then its leaf category, then its department.
 * The icon set is read from the package once, on the first picture drawn, and only the bodies of
 * the icons named here are kept in memory.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { CATEGORY_BY_SLUG } from './categories.js';

/** Name patterns, most specific first: the first one that matches the lower-cased name wins. */
const NAME_RULES: ReadonlyArray<readonly [RegExp, string]> = [
  // Non-food and pets first: 'Crocchette per gatti al salmone' is cat food, not fish.
  [/per cani|per cuccioli/, 'dog-face'],
  [/per gatti|lettiera/, 'cat-face'],
  [/pannolin|mutandine assorbenti|salviette/, 'baby'],
  [/omogeneizzat|pastina|infanzia|crema di riso|merenda frutta/, 'baby-bottle'],
  [/dentifricio|spazzolin|filo interdentale/, 'toothbrush'],
  [/collutorio|shampoo|balsamo|maschera|lacca|gel per|deodorante|crema (corpo|mani)/, 'lotion-bottle'],
  [/bagnoschiuma|doccia schiuma|sapone/, 'soap'],
  [/carta|rotoli|fazzoletti|tovaglioli|pellicola/, 'roll-of-paper'],
  [/sacchetti per rifiuti/, 'wastebasket'],
  [/sacchetti gelo/, 'ice'],
  [/piatti|sgrassatore/, 'sponge'],
  [/pavimenti/, 'broom'],
  [/detersivo|pastiglie|ammorbidente|candeggina|anticalcare/, 'bubbles'],
  // Prepared foods and drinks whose name also holds an ingredient.
  [/gelato|coni |tartufo al cioccolato/, 'ice-cream'],
  [/ghiaccioli|sorbetto/, 'shaved-ice'],
  [/yogurt/, 'bowl-with-spoon'],
  [/^pizza/, 'pizza'],
  [/lasagne|paella/, 'shallow-pan-of-food'],
  [/risotto/, 'cooked-rice'],
  [/tortelloni|gnocchi/, 'dumpling'],
  [/minestrone|sugo|passata|polpa di/, 'pot-of-food'],
  [/burger|hamburger/, 'hamburger'],
  [/patatine prefritte|crocchette di patate|patatine/, 'french-fries'],
  [/bastoncini|cotolette di pesce/, 'fried-shrimp'],
  [/tè |tè$|te freddo|camomilla|tisana/, 'teacup-without-handle'],
  [/caff|cialde/, 'hot-beverage'],
  [/bevanda energetica/, 'high-voltage'],
  [/\bcola\b|chinotto|gassosa|cedrata|aranciata/, 'cup-with-straw'],
  [/acqua/, 'droplet'],
  [/birra/, 'beer-mug'],
  [/prosecco|spumante|franciacorta|moscato|lambrusco|metodo classico/, 'bottle-with-popping-cork'],
  [/succo ace|centrifugato/, 'beverage-box'],
  [/mozzarella|burrata|ricotta|stracchino|mascarpone|robiola|primo sale/, 'cheese-wedge'],
  [/^latte|^panna/, 'glass-of-milk'],
  [/uova|albume/, 'egg'],
  [/^burro/, 'butter'],
  [/grana|parmigiano|pecorino|taleggio|gorgonzola|asiago|provolone|bitto|fontina|scamorza/, 'cheese-wedge'],
  [/prosciutto|bresaola|mortadella|speck|coppa|lonza/, 'bacon'],
  [/pancetta|guanciale/, 'bacon'],
  [/salame|cacciatorini|salsiccia|cotechino/, 'hot-dog'],
  [/costine|ossibuchi|arista|braciole|spiedini/, 'meat-on-bone'],
  [/pollo|tacchino/, 'poultry-leg'],
  [/bovino|manzo|vitello|scamone|bistecca|controfiletto|maiale/, 'cut-of-meat'],
  [/gamber|mazzancolle|misto mare/, 'shrimp'],
  [/cozze|vongole/, 'oyster'],
  [/calamari|seppie|totano/, 'squid'],
  [/polpo/, 'octopus'],
  [/orata|trota/, 'tropical-fish'],
  [/salmone|branzino|pesce spada|alici|sgombro|merluzzo|platessa/, 'fish'],
  [/tonno/, 'canned-food'],
  // Bakery and pantry.
  [/baguette|grissini/, 'baguette-bread'],
  [/focaccia|piadina/, 'flatbread'],
  [/taralli|friselle/, 'bagel'],
  [/crackers|gallette|fette biscottate|crostini/, 'rice-cracker'],
  [/cornetti/, 'croissant'],
  [/pane|pan |panini|michette|filone|ciabatta/, 'bread'],
  [/biscotti|frollini/, 'cookie'],
  [/merendine/, 'cupcake'],
  [/fiocchi|muesli/, 'bowl-with-spoon'],
  [/miele/, 'honey-pot'],
  [/crema spalmabile|cioccolato|barrette/, 'chocolate-bar'],
  [/popcorn/, 'popcorn'],
  [/arachidi|mandorle/, 'peanuts'],
  [/noci/, 'chestnut'],
  [/spaghetti|penne|fusilli|rigatoni|linguine|mezze maniche|farfalle|orecchiette|paccheri|tagliatelle|pizzoccheri/, 'spaghetti'],
  [/zucchero/, 'candy'],
  [/riso/, 'sheaf-of-rice'],
  [/farina di mais|mais/, 'ear-of-corn'],
  [/farina|semola/, 'sheaf-of-rice'],
  [/carciofi/, 'jar'],
  [/girasole/, 'sunflower'],
  [/arachide/, 'peanuts'],
  [/olio/, 'olive'],
  [/aceto di mele/, 'red-apple'],
  [/aceto/, 'grapes'],
  [/aceto balsamico|vino|barbera|chianti|montepulciano|nebbiolo|valtellina superiore|primitivo|bonarda|nero d'avola/, 'wine-glass'],
  [/lugana|vermentino|soave|pinot|falanghina|gewürztraminer|verdicchio/, 'clinking-glasses'],
  [/pesto/, 'herb'],
  [/ceci|fagioli(?!ni)|lenticchie/, 'beans'],
  [/funghi/, 'mushroom'],
  // Fruit and vegetables, also naming juices, jams and baby food by their fruit.
  [/granny smith/, 'green-apple'],
  [/mel[ae]\b|mele /, 'red-apple'],
  [/pere |pera\b|pere$/, 'pear'],
  [/arance|arancia|mandarini|clementine|pompelmo/, 'tangerine'],
  [/limon/, 'lemon'],
  [/lime/, 'lime'],
  [/banane/, 'banana'],
  [/ananas/, 'pineapple'],
  [/avocado/, 'avocado'],
  [/mango|papaya/, 'mango'],
  [/kiwi/, 'kiwi-fruit'],
  [/passione/, 'grapes'],
  [/pesca/, 'peach'],
  [/fragol/, 'strawberry'],
  [/frutti di bosco/, 'blueberries'],
  [/albicocca/, 'peach'],
  [/pomodor/, 'tomato'],
  [/carot|soffritto/, 'carrot'],
  [/zucchine|cetrioli/, 'cucumber'],
  [/peperoni|verdure grigliate/, 'bell-pepper'],
  [/melanzane/, 'eggplant'],
  [/broccoli|friarielli/, 'broccoli'],
  [/zucca/, 'jack-o-lantern'],
  [/piselli|fagiolini/, 'pea-pod'],
  [/patate|fecola/, 'potato'],
  [/aglio/, 'garlic'],
  [/cipoll|scalogno|porri|finocchi/, 'onion'],
  [/insalata mista/, 'green-salad'],
  [/insalata|lattuga|rucola|valeriana|radicchio|songino|indivia|spinaci/, 'leafy-green'],
];

/** The icon of a category when no name rule matches (leaves, then departments). */
const CATEGORY_ICONS: Record<string, string> = {
  'frutta-e-verdura': 'red-apple',
  frutta: 'tangerine',
  agrumi: 'tangerine',
  'mele-e-pere': 'red-apple',
  'frutta-esotica': 'pineapple',
  verdura: 'carrot',
  insalate: 'leafy-green',
  ortaggi: 'tomato',
  'patate-cipolle-aglio': 'potato',
  macelleria: 'cut-of-meat',
  bovino: 'cut-of-meat',
  suino: 'meat-on-bone',
  pollame: 'poultry-leg',
  pescheria: 'fish',
  'pesce-fresco': 'fish',
  'molluschi-e-crostacei': 'shrimp',
  'latticini-e-formaggi': 'cheese-wedge',
  latte: 'glass-of-milk',
  yogurt: 'bowl-with-spoon',
  'formaggi-freschi': 'cheese-wedge',
  'formaggi-stagionati': 'cheese-wedge',
  'burro-e-panna': 'butter',
  uova: 'egg',
  salumi: 'bacon',
  affettati: 'bacon',
  'salumi-interi': 'hot-dog',
  panetteria: 'bread',
  'pane-fresco': 'bread',
  'pane-confezionato': 'bread',
  'sostituti-del-pane': 'rice-cracker',
  surgelati: 'ice',
  'verdure-surgelate': 'pea-pod',
  'pesce-surgelato': 'fried-shrimp',
  gelati: 'ice-cream',
  'piatti-pronti-surgelati': 'pizza',
  bevande: 'cup-with-straw',
  acqua: 'droplet',
  bibite: 'cup-with-straw',
  succhi: 'beverage-box',
  vino: 'wine-glass',
  'vini-rossi': 'wine-glass',
  'vini-bianchi': 'clinking-glasses',
  'spumanti-e-bollicine': 'bottle-with-popping-cork',
  birra: 'beer-mug',
  'caffe-e-te': 'hot-beverage',
  dispensa: 'canned-food',
  pasta: 'spaghetti',
  riso: 'sheaf-of-rice',
  'sughi-e-conserve': 'canned-food',
  'olio-e-aceto': 'olive',
  'farine-e-zucchero': 'sheaf-of-rice',
  'biscotti-e-colazione': 'cookie',
  snack: 'popcorn',
  casa: 'broom',
  detersivi: 'bubbles',
  'carta-e-igiene-casa': 'roll-of-paper',
  'cura-persona': 'lotion-bottle',
  'igiene-orale': 'toothbrush',
  corpo: 'soap',
  capelli: 'lotion-bottle',
  animali: 'paw-prints',
  cane: 'dog-face',
  gatto: 'cat-face',
  infanzia: 'baby-bottle',
  pannolini: 'baby',
  'alimenti-infanzia': 'baby-bottle',
};

const FALLBACK_ICON = 'shopping-cart';

/** The icon of a category slug: its own, else its department's, else a shopping cart. */
export function categoryIconName(slug: string): string {
  const own = CATEGORY_ICONS[slug];
  if (own) return own;
  const top = CATEGORY_BY_SLUG.get(slug)?.topSlug;
  return (top && CATEGORY_ICONS[top]) || FALLBACK_ICON;
}

/** The icon of a product: the first name rule that matches, else its category's. */
export function productIconName(name: string, categorySlug: string): string {
  const lower = name.toLowerCase();
  for (const [pattern, icon] of NAME_RULES) if (pattern.test(lower)) return icon;
  return categoryIconName(categorySlug);
}

/** Every icon name this file may answer (tests check each exists in the set). */
export function allIconNames(): string[] {
  return [...new Set([...NAME_RULES.map(([, i]) => i), ...Object.values(CATEGORY_ICONS), FALLBACK_ICON])];
}

interface IconSet {
  width?: number;
  height?: number;
  icons: Record<string, { body: string; width?: number; height?: number }>;
  aliases?: Record<string, { parent: string }>;
}

interface Icon {
  body: string;
  size: number;
}

let icons: Map<string, Icon> | null = null;

/** Reads the set once (8 MB of JSON) and keeps only the icons named above. */
function loadIcons(): Map<string, Icon> {
  if (icons) return icons;
  const require = createRequire(import.meta.url);
  const file = require.resolve('@iconify-json/fluent-emoji-flat/icons.json');
  const set = JSON.parse(readFileSync(file, 'utf8')) as IconSet;
  const kept = new Map<string, Icon>();
  for (const name of allIconNames()) {
    const icon = set.icons[name] ?? set.icons[set.aliases?.[name]?.parent ?? ''];
    if (icon) kept.set(name, { body: icon.body, size: icon.width ?? set.width ?? 32 });
  }
  icons = kept;
  return kept;
}

/**
 * The icon drawn as a nested <svg> at (x, y), `size` wide; an empty string when the set lacks it.
 * A few icons (butter) hold gradient ids: they get `idPrefix` so that two pictures shown inline
 * on one page never share one.
 */
export function iconSvg(name: string, x: number, y: number, size: number, idPrefix: string): string {
  const icon = loadIcons().get(name);
  if (!icon) return '';
  const body = icon.body
    .replace(/\bid="([^"]+)"/g, `id="${idPrefix}-$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${idPrefix}-$1)`)
    .replace(/href="#([^"]+)"/g, `href="#${idPrefix}-$1"`);
  return `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="0 0 ${icon.size} ${icon.size}" aria-hidden="true">${body}</svg>`;
}
