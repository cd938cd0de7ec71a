/** Texts of the generated banner images (served as /img/banners/<slug>.svg). */
import { CATEGORY_BY_SLUG } from './categories.js';

export interface BannerText {
  title: string;
  subtitle: string;
  /** Category slug whose department colour and shape the banner uses. */
  style: string;
}

/** Banners of the home page that are not plain category banners. */
export const BANNERS: Record<string, BannerText> = {
  'frutta-di-stagione': {
    title: 'La frutta di stagione',
    subtitle: 'Arance, mandarini e mele appena raccolti',
    style: 'frutta',
  },
  'formaggi-delle-valli': {
    title: 'I formaggi delle valli lombarde',
    subtitle: 'Taleggio, Bitto e Grana tagliati al banco',
    style: 'latticini-e-formaggi',
  },
  'pasta-e-sughi': {
    title: 'Pasta e sughi per ogni giorno',
    subtitle: 'Trafilata al bronzo, dal Pastificio Lariano',
    style: 'dispensa',
  },
  offerte: {
    title: 'Le offerte della settimana',
    subtitle: 'Sconti fino al 50% su centinaia di prodotti',
    style: 'dispensa',
  },
  registrati: {
    title: 'Registrati e risparmia',
    subtitle: 'Offerte riservate, liste della spesa e punti CAMI',
    style: 'infanzia',
  },
  'spesa-a-domicilio': {
    title: 'Spesa a domicilio in Lombardia',
    subtitle: 'Scegli tu il giorno e la fascia oraria',
    style: 'bevande',
  },
  'acqua-a-casa': {
    title: "L'acqua te la portiamo noi",
    subtitle: "Casse d'acqua consegnate fino alla porta di casa",
    style: 'acqua',
  },
};

/** The banner text of a slug: a home banner or any catalogue category; null when unknown. */
export function bannerText(slug: string): BannerText | null {
  const known = BANNERS[slug];
  if (known) return known;
  const cat = CATEGORY_BY_SLUG.get(slug);
  if (!cat) return null;
  return {
    title: cat.name,
    subtitle: cat.depth === 1 ? `Scopri il reparto ${cat.name}` : 'Scopri la nostra selezione',
    style: slug,
  };
}
