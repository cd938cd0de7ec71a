/** Parsing of the size tokens of the templates (see templates/leaf.ts) into selling rules. */

export type Tipologia = 'Pezzo' | 'Confezione' | 'Sfuso';

export interface Size {
  tipologia: Tipologia;
  /** Units in a Confezione pack (qty multiple); 1 otherwise. */
  packItems: number;
  /** Net content of ONE unit sold, in thousandths of contentUnit (Sfuso: 1000 = 1 kg). */
  netContentMilli: number;
  contentUnit: 'kg' | 'l' | 'pz';
  /** '500 g', '4 x 125 g', '6 x 1,5 l', 'al kg'. */
  description: string;
  /** Compact pack text appended to Confezione names: '6x1,5 l'. */
  packLabel: string;
  /** Content of what the template price refers to, to scale prices between sizes. */
  priceBasis: number;
}

const SIZE_RE = /^(c)?(?:(\d+)x)?(\d+(?:\.\d+)?)(g|kg|ml|cl|l|pz)$/;

/** 1.5 -> '1,5' (Italian decimal comma). */
export function itNumber(n: number): string {
  return String(n).replace('.', ',');
}

export function parseSize(token: string): Size {
  if (token === 'kg') {
    return {
      tipologia: 'Sfuso',
      packItems: 1,
      netContentMilli: 1000,
      contentUnit: 'kg',
      description: 'al kg',
      packLabel: '',
      priceBasis: 1000,
    };
  }
  const m = SIZE_RE.exec(token);
  if (!m) throw new Error(`bad size token '${token}'`);
  const confezione = m[1] === 'c';
  const count = m[2] ? Number(m[2]) : 1;
  const value = Number(m[3]);
  const unit = m[4];
  const perUnitMilli = Math.round(value * (unit === 'g' || unit === 'ml' ? 1 : unit === 'cl' ? 10 : 1000));
  const contentUnit = unit === 'g' || unit === 'kg' ? 'kg' : unit === 'pz' ? 'pz' : 'l';
  const one = `${itNumber(value)} ${unit}`;
  if (confezione) {
    if (count < 2) throw new Error(`a Confezione needs a count: '${token}'`);
    return {
      tipologia: 'Confezione',
      packItems: count,
      netContentMilli: perUnitMilli,
      contentUnit,
      description: `${count} x ${one}`,
      packLabel: `${count}x${one}`,
      priceBasis: perUnitMilli,
    };
  }
  return {
    tipologia: 'Pezzo',
    packItems: 1,
    netContentMilli: perUnitMilli * count,
    contentUnit,
    description: count > 1 ? `${count} x ${one}` : one,
    packLabel: '',
    priceBasis: perUnitMilli * count,
  };
}
