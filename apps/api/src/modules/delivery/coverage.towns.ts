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
  /** The town's centre (WGS84): where its addresses are taken to be for "nearest store first". */
  latitude: number;
  longitude: number;
}

const town = (
  name: string,
  province: string,
  [latitude, longitude]: readonly [number, number],
  capFrom: string,
  capTo = capFrom,
): Town => ({ name, province, capFrom, capTo, latitude, longitude });

export const TOWNS: readonly Town[] = [
  town('como', 'CO', [45.8081, 9.0852], '22100'),
  town('cantu', 'CO', [45.7386, 9.1302], '22063'),
  town('erba', 'CO', [45.8108, 9.2272], '22036'),
  town('menaggio', 'CO', [46.0206, 9.2386], '22017'),
  town('sondrio', 'SO', [46.1699, 9.8715], '23100'),
  town('morbegno', 'SO', [46.1365, 9.5706], '23017'),
  town('livigno', 'SO', [46.5386, 10.1356], '23041'),
  town('bormio', 'SO', [46.4673, 10.3701], '23032'),
  town('lecco', 'LC', [45.8566, 9.3977], '23900'),
  town('merate', 'LC', [45.6975, 9.4189], '23807'),
  town('monza', 'MB', [45.5845, 9.2744], '20900'),
  town('seregno', 'MB', [45.65, 9.205], '20831'),
  town('desio', 'MB', [45.6186, 9.2061], '20832'),
  town('lissone', 'MB', [45.6132, 9.2436], '20851'),
  town('vimercate', 'MB', [45.6128, 9.3697], '20871'),
  town('milano', 'MI', [45.4642, 9.19], '20121', '20162'),
  town('rho', 'MI', [45.5282, 9.0405], '20017'),
  town('sesto san giovanni', 'MI', [45.535, 9.235], '20099'),
  town('legnano', 'MI', [45.595, 8.914], '20025'),
  town('bergamo', 'BG', [45.6983, 9.6773], '24121', '24129'),
  town('treviglio', 'BG', [45.5214, 9.5928], '24047'),
  town('dalmine', 'BG', [45.6497, 9.6032], '24044'),
  town('brescia', 'BS', [45.5416, 10.2118], '25121', '25136'),
  town('desenzano del garda', 'BS', [45.471, 10.5375], '25015'),
  town('salo', 'BS', [45.6066, 10.5206], '25087'),
];

/** The province's main town: where an address is taken to be when its own town is not listed. */
export const PROVINCE_TOWN: Record<string, string> = {
  CO: 'como',
  LC: 'lecco',
  SO: 'sondrio',
  MB: 'monza',
  MI: 'milano',
  BG: 'bergamo',
  BS: 'brescia',
};
