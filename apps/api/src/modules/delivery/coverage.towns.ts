/**
 * Reference data for address plausibility in the covered provinces (Poste Italiane CAP plan):
 * the CAP ranges of each province and the CAPs of the main towns. A town not listed here is only
 * checked against its province; extend the list rather than the rules.
 */
export const CAP_RANGES_BY_PROVINCE: Record<string, ReadonlyArray<readonly [string, string]>> = {
  CO: [['22010', '22100']],
  LC: [['23801', '23900']],
  SO: [['23010', '23100']],
  MB: [['20811', '20900']],
  MI: [
    ['20010', '20099'],
    ['20121', '20162'],
  ],
  BG: [['24010', '24129']],
  BS: [['25010', '25136']],
};

export interface Town {
  /** Normalised name (see normalizeTown). */
  name: string;
  province: string;
  capFrom: string;
  capTo: string;
}

const town = (name: string, province: string, capFrom: string, capTo = capFrom): Town => ({
  name,
  province,
  capFrom,
  capTo,
});

export const TOWNS: readonly Town[] = [
  town('como', 'CO', '22100'),
  town('cantu', 'CO', '22063'),
  town('erba', 'CO', '22036'),
  town('menaggio', 'CO', '22017'),
  town('sondrio', 'SO', '23100'),
  town('morbegno', 'SO', '23017'),
  town('livigno', 'SO', '23041'),
  town('bormio', 'SO', '23032'),
  town('lecco', 'LC', '23900'),
  town('merate', 'LC', '23807'),
  town('monza', 'MB', '20900'),
  town('seregno', 'MB', '20831'),
  town('desio', 'MB', '20832'),
  town('lissone', 'MB', '20851'),
  town('vimercate', 'MB', '20871'),
  town('milano', 'MI', '20121', '20162'),
  town('rho', 'MI', '20017'),
  town('sesto san giovanni', 'MI', '20099'),
  town('legnano', 'MI', '20025'),
  town('bergamo', 'BG', '24121', '24129'),
  town('treviglio', 'BG', '24047'),
  town('dalmine', 'BG', '24044'),
  town('brescia', 'BS', '25121', '25136'),
  town('desenzano del garda', 'BS', '25015'),
  town('salo', 'BS', '25087'),
];
