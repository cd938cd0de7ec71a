// Demo content (issue 17): news, recipes, offers and the pages the footer links to. Dates are
// fixed so the demo and the tests see the same order.

import { DEMO_RECIPES, type DemoIngredient } from './recipes.js';

export interface SeedPost {
  type: 'post' | 'recipe' | 'offerta' | 'page' | 'ux_block' | 'slider';
  slug: string;
  title: string;
  content: string;
  excerpt?: string;
  image?: string;
  date: string;
  categories?: string[];
  testoValidit?: string;
  seoTitle?: string;
  seoDescription?: string;
  cookTime?: number;
  cookTimeText?: string;
  ratingTenths?: number;
  /** Ingredient text and the demo catalogue's products it maps to (the seed links their ids). */
  ingredients?: DemoIngredient[];
  steps?: string[];
  menuOrder?: number;
  validFrom?: string;
  validTo?: string;
  slides?: Array<{ title: string; image: string; link: string }>;
  /** The slug of the form the page shows. */
  form?: string;
}

const banner = (slug: string) => `/img/content/${slug}.svg`;
const day = (n: number) => new Date(Date.UTC(2026, 10, 22 - n, 8, 0, 0)).toISOString();

const NEWS: Array<[string, string, string, string, string]> = [
  [
    'arance-di-sicilia-arrivate',
    'Sono arrivate le arance di Sicilia',
    'agrumi',
    'stagione',
    'Tarocco e Moro raccolte a mano nella Piana di Catania, in negozio e online da questa settimana.',
  ],
  [
    'nuovo-negozio-bergamo',
    'Apre il nuovo punto vendita di Bergamo',
    'dispensa',
    'negozi',
    'In via Borgo Palazzo 120: 1.200 metri quadrati, banco gastronomia e ritiro della spesa online.',
  ],
  [
    'consegna-sabato-pomeriggio',
    'Consegne anche il sabato pomeriggio',
    'frutta-e-verdura',
    'servizi',
    'Da dicembre la spesa a domicilio arriva anche il sabato dalle 14 alle 20 a Como, Milano e Bergamo.',
  ],
  [
    'formaggi-valli-lombarde',
    'I formaggi delle valli lombarde al banco',
    'formaggi-stagionati',
    'territorio',
    'Bitto, Taleggio e Formai de Mut: tre produttori che lavorano il latte di montagna.',
  ],
  [
    'punti-cami-doppi',
    'Punti CAMI doppi sui prodotti freschi',
    'latticini-e-formaggi',
    'cami',
    'Fino a domenica ogni euro speso in frutta, verdura e latticini vale due punti CAMI.',
  ],
  [
    'meno-plastica',
    'Meno plastica nelle nostre confezioni',
    'casa',
    'sostenibilita',
    'Vaschette in carta riciclata per frutta e verdura: 40 tonnellate di plastica in meno all’anno.',
  ],
  [
    'pane-fresco-ogni-mattina',
    'Il pane fresco sfornato ogni mattina',
    'pane-fresco',
    'stagione',
    'Lievito madre e farine macinate a pietra: il pane dei nostri forni arriva anche con la spesa online.',
  ],
  [
    'vini-per-le-feste',
    'I vini per le feste scelti dai nostri sommelier',
    'vino',
    'feste',
    'Dodici etichette lombarde e italiane sotto i 15 euro, da abbinare ai piatti delle feste.',
  ],
  [
    'raccolta-alimentare',
    'Raccolta alimentare: grazie a tutti',
    'dispensa',
    'comunita',
    'Nei nostri negozi avete donato 18 tonnellate di cibo al Banco Alimentare della Lombardia.',
  ],
  [
    'app-nuova-versione',
    'La nuova versione della nostra app',
    'infanzia',
    'servizi',
    'Carta fedeltà sempre a portata di mano e liste della spesa condivise con la famiglia.',
  ],
  [
    'pesce-fresco-dal-mercato',
    'Il pesce fresco arriva ogni giorno dal mercato',
    'pesce-fresco',
    'territorio',
    'Dal mercato ittico di Chioggia ai nostri banchi in meno di 24 ore.',
  ],
  [
    'orari-festivi',
    'Gli orari dei negozi durante le feste',
    'bevande',
    'negozi',
    'Aperti anche il 26 dicembre e il 6 gennaio: ecco gli orari di ogni punto vendita.',
  ],
];

const page = (
  slug: string,
  title: string,
  content: string,
  seoDescription: string,
  extra: Partial<SeedPost> = {},
): SeedPost => ({
  type: 'page',
  slug,
  title,
  content,
  date: day(60),
  seoTitle: `${title} | Spesa`,
  seoDescription,
  ...extra,
});

export function demoPosts(): SeedPost[] {
  const posts: SeedPost[] = [];
  NEWS.forEach(([slug, title, image, category, lead], i) =>
    posts.push({
      type: 'post',
      slug,
      title,
      image: banner(image),
      date: day(i * 3),
      categories: [category],
      excerpt: `<p>${lead}</p>`,
      content: `<p>${lead}</p><p>Trovi tutte le novità nei nostri negozi e nella spesa online, con consegna a domicilio o ritiro in negozio.</p><p><a href="/offerte">Scopri le offerte della settimana</a></p>`,
      seoDescription: lead,
    }),
  );
  DEMO_RECIPES.forEach((r, i) =>
    posts.push({
      type: 'recipe',
      slug: r.slug,
      title: r.title,
      image: banner(r.image),
      date: day(i * 2 + 1),
      categories: [r.cat],
      excerpt: `<p>${r.intro}</p>`,
      content: `<p>${r.intro}</p>`,
      cookTime: r.cook,
      cookTimeText:
        r.cook >= 60
          ? `${Math.floor(r.cook / 60)} h${r.cook % 60 ? ` ${r.cook % 60} min` : ''}`
          : `${r.cook} min`,
      ratingTenths: r.rating,
      ingredients: r.ingredients,
      steps: r.steps,
      seoDescription: r.intro,
    }),
  );
  posts.push(
    {
      type: 'offerta',
      slug: 'sottocosto-di-novembre',
      title: 'Sottocosto di novembre',
      image: banner('dispensa'),
      date: day(2),
      content: '<p>Cento prodotti a prezzo sottocosto, fino a esaurimento scorte.</p>',
      testoValidit: 'Offerta valida fino a esaurimento scorte',
    },
    page(
      'chi-siamo',
      'Chi siamo',
      '<h2>Una spesa di casa dal 1962</h2><p>Spesa nasce a Como come bottega di quartiere. Oggi siamo 38 negozi in Lombardia e una spesa online che consegna in oltre 200 comuni.</p><p>Lavoriamo con più di 300 produttori lombardi: latte, formaggi, salumi, frutta e verdura arrivano nei nostri banchi a pochi chilometri da dove nascono.</p>',
      'La storia di Spesa: dal 1962 la spesa di casa in Lombardia, 38 negozi e la spesa online.',
      { menuOrder: 1 },
    ),
    page(
      'servizi',
      'I nostri servizi',
      '<h2>Spesa a domicilio</h2><p>Scegli il giorno e la fascia oraria: consegniamo dal lunedì al sabato, con mezzi refrigerati per freschi e surgelati.</p><h2>Ritiro in negozio</h2><p>Ordina online e ritira nel punto vendita che preferisci, senza fare la fila.</p><h2>Carta fedeltà CAMI</h2><p>Un punto per ogni euro di spesa, premi e sconti riservati. <a href="/page/vantaggi">Scopri i vantaggi</a>.</p>',
      'Spesa a domicilio, ritiro in negozio e carta fedeltà CAMI: tutti i servizi di Spesa.',
      { menuOrder: 2 },
    ),
    page(
      'privacy',
      'Informativa sulla privacy',
      '<p>Spesa S.p.A., titolare del trattamento, tratta i tuoi dati personali per gestire il tuo account, gli ordini e, se lo accetti, per inviarti offerte personalizzate (art. 13 del Regolamento UE 2016/679).</p><h2>I tuoi diritti</h2><p>Puoi chiedere in ogni momento l’accesso, la rettifica o la cancellazione dei tuoi dati dalla sezione Privacy del tuo profilo o scrivendo a privacy@spesa.example.</p>',
      'Come Spesa tratta i tuoi dati personali e come esercitare i tuoi diritti.',
      { menuOrder: 3, testoValidit: 'Aggiornata al 1 ottobre 2026' },
    ),
    page(
      'condizioni-di-vendita',
      'Condizioni generali di vendita',
      '<p>Le presenti condizioni regolano gli acquisti sul sito Spesa. I prezzi sono in euro e comprendono l’IVA.</p><h2>Recesso</h2><p>Per i prodotti non deperibili puoi recedere entro 14 giorni dalla consegna.</p>',
      'Le condizioni generali di vendita della spesa online di Spesa.',
      { menuOrder: 4, testoValidit: 'In vigore dal 1 settembre 2026' },
    ),
    page(
      'faq',
      'Domande frequenti',
      '<h2>Quanto costa la consegna?</h2><p>La consegna costa 4,90 € ed è gratuita sopra i 79 € di spesa.</p><h2>Posso modificare un ordine?</h2><p>Sì, fino alla mezzanotte del giorno prima della consegna.</p><h2>Come pago?</h2><p>Con carta di credito online o alla consegna con carta o bancomat.</p><h2>Non trovo risposta</h2><p><a href="/page/contatti">Scrivici dal modulo di contatto</a>.</p>',
      'Le risposte alle domande più frequenti su consegna, ordini e pagamenti.',
      { menuOrder: 5 },
    ),
    page(
      'eventi',
      'Eventi nei negozi',
      '<h2>Degustazione di formaggi delle valli</h2><p>Il primo sabato del mese, negozio di Como centro, dalle 10 alle 13.</p><h2>Laboratorio di cucina per bambini</h2><p>La seconda domenica del mese, negozio di Bergamo, su prenotazione.</p>',
      'Degustazioni, laboratori e incontri nei negozi Spesa.',
      { menuOrder: 6, testoValidit: 'Calendario aggiornato ogni mese' },
    ),
    page(
      'vantaggi',
      'I vantaggi della carta CAMI',
      '<ul><li>Un punto CAMI per ogni euro di spesa</li><li>Offerte riservate ogni settimana</li><li>Premi dal catalogo e buoni sconto</li><li>La carta sempre con te nell’app</li></ul>',
      'Punti, premi e offerte riservate: i vantaggi della carta fedeltà CAMI.',
      { menuOrder: 7 },
    ),
    page(
      'premi',
      'Il catalogo premi CAMI',
      '<p>Con i punti CAMI scegli i premi del catalogo: buoni spesa, prodotti per la casa e la cucina, esperienze sul territorio.</p><ul><li>500 punti: buono spesa da 5 €</li><li>1.000 punti: set di tre taglieri in legno</li><li>2.500 punti: buono spesa da 30 €</li></ul><p>Ritira il premio alla cassa del tuo negozio mostrando la carta.</p>',
      'I premi del catalogo CAMI: buoni spesa e prodotti con i tuoi punti.',
      { menuOrder: 8, testoValidit: 'Catalogo valido fino a esaurimento premi' },
    ),
    page(
      'contatti',
      'Contatti',
      '<p>Il servizio clienti risponde dal lunedì al sabato dalle 8 alle 20 al numero verde 800 123 456. Oppure scrivici con il modulo qui sotto.</p>',
      'Scrivi al servizio clienti di Spesa.',
      { menuOrder: 8, form: 'contatti' },
    ),
    page(
      'reclami',
      'Segnala un problema',
      '<p>Un prodotto non conforme o un problema con la consegna? Raccontaci cosa è successo e allega una foto o lo scontrino: ti rispondiamo entro due giorni lavorativi.</p>',
      'Segnala un problema con un ordine o un prodotto.',
      { menuOrder: 9, form: 'reclami' },
    ),
    {
      type: 'ux_block',
      slug: 'banner-consegna-gratuita',
      title: 'Consegna gratuita',
      content: '<p><strong>Consegna gratuita</strong> sopra i 79 € di spesa.</p>',
      date: day(60),
    },
    {
      type: 'slider',
      slug: 'home-natale',
      title: 'Le feste con Spesa',
      content: '',
      date: day(10),
      validFrom: '2026-11-15',
      validTo: '2026-12-31',
      slides: [
        { title: 'I vini per le feste', image: banner('vino'), link: '/news/vini-per-le-feste' },
        {
          title: 'Panettone farcito',
          image: banner('biscotti-e-colazione'),
          link: '/ricette/panettone-farcito',
        },
      ],
    },
  );
  return posts;
}

export const DEMO_TERMS: Array<[string, string]> = [
  ['stagione', 'Di stagione'],
  ['negozi', 'Negozi'],
  ['servizi', 'Servizi'],
  ['territorio', 'Territorio'],
  ['cami', 'Carta CAMI'],
  ['sostenibilita', 'Sostenibilità'],
  ['feste', 'Feste'],
  ['comunita', 'Comunità'],
  ['primi', 'Primi piatti'],
  ['secondi', 'Secondi piatti'],
  ['dolci', 'Dolci'],
  ['piatti-unici', 'Piatti unici'],
];
