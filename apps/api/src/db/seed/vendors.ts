/**
 * Fictional brands with an Italian flavour (no real brand names) plus the store brand 'Spesa'.
 * `local`: Lombard producers, whose products get the 'Prodotto locale' class.
 * `bio`: organic-only brands, whose products are all 'Bio'.
 */
export interface VendorSeed {
  id: number;
  slug: string;
  name: string;
  local?: boolean;
  bio?: boolean;
}

export const STORE_BRAND_SLUG = 'spesa';

export const VENDORS: readonly VendorSeed[] = [
  { id: 1, slug: 'spesa', name: 'Spesa' },
  { id: 2, slug: 'campi-d-oro', name: "Campi d'Oro" },
  { id: 3, slug: 'latteria-valtellina', name: 'Latteria Valtellina', local: true },
  { id: 4, slug: 'pastificio-lariano', name: 'Pastificio Lariano', local: true },
  { id: 5, slug: 'mare-nostrum', name: 'Mare Nostrum' },
  { id: 6, slug: 'orto-brianzolo', name: 'Orto Brianzolo', local: true },
  { id: 7, slug: 'frutteti-del-sole', name: 'Frutteti del Sole' },
  { id: 8, slug: 'valle-verde-bio', name: 'Valle Verde Bio', bio: true },
  { id: 9, slug: 'cascina-bergamasca', name: 'Cascina Bergamasca', local: true },
  { id: 10, slug: 'salumificio-val-brembana', name: 'Salumificio Val Brembana', local: true },
  { id: 11, slug: 'macelleria-orobica', name: 'Macelleria Orobica', local: true },
  { id: 12, slug: 'aia-lombarda', name: 'Aia Lombarda', local: true },
  { id: 13, slug: 'forno-del-borgo', name: 'Forno del Borgo', local: true },
  { id: 14, slug: 'antico-mulino-ticino', name: 'Antico Mulino Ticino' },
  { id: 15, slug: 'dolce-risveglio', name: 'Dolce Risveglio' },
  { id: 16, slug: 'fonte-alpina', name: 'Fonte Alpina' },
  { id: 17, slug: 'sorgente-del-lario', name: 'Sorgente del Lario', local: true },
  { id: 18, slug: 'bollicine-italiane', name: 'Bollicine Italiane' },
  { id: 19, slug: 'frutta-viva', name: 'Frutta Viva' },
  { id: 20, slug: 'cantine-dei-colli', name: 'Cantine dei Colli' },
  { id: 21, slug: 'tenuta-san-lorenzo', name: 'Tenuta San Lorenzo' },
  { id: 22, slug: 'birrificio-del-brembo', name: 'Birrificio del Brembo', local: true },
  { id: 23, slug: 'torrefazione-ambrosiana', name: 'Torrefazione Ambrosiana', local: true },
  { id: 24, slug: 'casa-del-te', name: 'Casa del Tè' },
  { id: 25, slug: 'riseria-lomellina', name: 'Riseria Lomellina', local: true },
  { id: 26, slug: 'orti-di-sicilia', name: 'Orti di Sicilia' },
  { id: 27, slug: 'frantoio-del-garda', name: 'Frantoio del Garda' },
  { id: 28, slug: 'sapori-di-puglia', name: 'Sapori di Puglia' },
  { id: 29, slug: 'gelateria-polare', name: 'Gelateria Polare' },
  { id: 30, slug: 'gelo-mediterraneo', name: 'Gelo Mediterraneo' },
  { id: 31, slug: 'croccanti', name: 'Croccantì' },
  { id: 32, slug: 'cioccolateria-lariana', name: 'Cioccolateria Lariana', local: true },
  { id: 33, slug: 'splendi', name: 'Splendì' },
  { id: 34, slug: 'casa-serena', name: 'Casa Serena' },
  { id: 35, slug: 'morbidi', name: 'Morbidì' },
  { id: 36, slug: 'sorriso-bianco', name: 'Sorriso Bianco' },
  { id: 37, slug: 'erbe-di-montagna', name: 'Erbe di Montagna' },
  { id: 38, slug: 'vellutina', name: 'Vellutina' },
  { id: 39, slug: 'amico-fedele', name: 'Amico Fedele' },
  { id: 40, slug: 'micio-felice', name: 'Micio Felice' },
  { id: 41, slug: 'piccoli-passi', name: 'Piccoli Passi' },
  { id: 42, slug: 'prati-verdi-bio', name: 'Prati Verdi Bio', bio: true },
  { id: 43, slug: 'pescheria-adriatica', name: 'Pescheria Adriatica' },
  { id: 44, slug: 'meleti-della-valtellina', name: 'Meleti della Valtellina', local: true },
];

export const VENDOR_BY_SLUG: ReadonlyMap<string, VendorSeed> = new Map(VENDORS.map((v) => [v.slug, v]));

export function vendorBySlug(slug: string): VendorSeed {
  const v = VENDOR_BY_SLUG.get(slug);
  if (!v) throw new Error(`unknown seed vendor '${slug}'`);
  return v;
}
