/**
 * Block-built pages: the home page (category 'home', kind 'page') and the banner grids of a few
 * departments. Layout: rows of columns, each column holding category block ids.
 */
import type { Insertable } from 'kysely';
import type { CategoryBlockTable, CategoryProposalTable } from '../schema.js';
import { bannerText } from './banners.js';
import { categoryBySlug, HOME_CATEGORY_ID } from './categories.js';

export const HOME = {
  categoryId: HOME_CATEGORY_ID,
  slug: 'home',
  name: 'Homepage',
  description:
    'La spesa online di Spesa: frutta e verdura fresca, carne, pesce e tutta la dispensa, con consegna a domicilio in Lombardia o ritiro in negozio.',
  seoTitle: 'Spesa online a domicilio in Lombardia | Spesa',
  seoDescription:
    'Fai la spesa online su Spesa: migliaia di prodotti freschi e confezionati, offerte ogni settimana, consegna a casa a Como, Milano e Bergamo o ritiro in negozio.',
};

/** The demo tutorial's first slide id (apps/web/e2e/lib/browser.mjs marks it as seen). */
export const TUTORIAL_FIRST_PROPOSAL_ID = 901;
const TUTORIAL_SLIDES = [
  {
    slug: 'tutorial-benvenuto',
    name: 'Benvenuto su Spesa',
    descr: 'La spesa di tutti i giorni, dal banco fresco alla dispensa, in pochi tocchi.',
    img: '/img/banners/frutta-di-stagione.svg',
  },
  {
    slug: 'tutorial-consegna',
    name: 'A casa tua o in negozio',
    descr: 'Scegli il giorno e la fascia oraria: portiamo la spesa a casa o la prepari tu al ritiro.',
    img: '/img/banners/spesa-a-domicilio.svg',
  },
  {
    slug: 'tutorial-offerte',
    name: 'Offerte e punti CAMI',
    descr: 'Ogni settimana centinaia di prodotti in offerta, e punti CAMI su ogni acquisto.',
    img: '/img/banners/offerte.svg',
    link: '/offerte',
  },
];

interface Column {
  xs: number;
  sm: number;
  md: number;
  lg: number;
  xl: number;
  container: boolean;
  blockIds: number[];
}

function col(blockIds: number[], md = 12, container = true): Column {
  return { xs: 12, sm: 12, md, lg: md, xl: md, container, blockIds };
}

export interface PageContent {
  blocks: Insertable<CategoryBlockTable>[];
  proposals: Insertable<CategoryProposalTable>[];
  /** category_id -> layout_json */
  layouts: Map<number, string>;
}

export function buildPages(): PageContent {
  const blocks: Insertable<CategoryBlockTable>[] = [];
  const proposals: Insertable<CategoryProposalTable>[] = [];
  const layouts = new Map<number, string>();

  const block = (
    id: number,
    categoryId: number,
    mode: string,
    code: string,
    meta: Record<string, unknown>,
  ) => {
    blocks.push({
      category_block_id: id,
      category_id: categoryId,
      template_cod_int: code,
      mode_name: mode,
      position: blocks.filter((b) => b.category_id === categoryId).length + 1,
      metadata_json: JSON.stringify(meta),
    });
    return id;
  };

  const proposal = (
    blockId: number,
    p: Partial<Insertable<CategoryProposalTable>> & { type: string; slug: string; name: string },
    extraMeta: Record<string, unknown> = {},
  ) => {
    const { type, ...rest } = p;
    const img = rest.img ?? null;
    proposals.push({
      proposal_id: proposals.length + 1,
      category_block_id: blockId,
      type_name: type,
      priority: proposals.filter((x) => x.category_block_id === blockId).length + 1,
      descr: null,
      content: null,
      img,
      img_alt: img ? rest.name : null,
      img_description: null,
      category_proposed_id: null,
      clickable: rest.link ? 1 : 0,
      link: null,
      proposal_url: rest.link ?? null,
      proposal_url_type: rest.link ? (rest.link.startsWith('/category/') ? 'category' : 'internal') : null,
      ...rest,
      metadata_json: JSON.stringify({
        ...(img ? { IMAGE_DESKTOP: img, IMAGE_MOBILE: img } : {}),
        ...extraMeta,
      }),
    });
  };

  /** An image slide pointing to a category (or another internal link). */
  const imageSlide = (
    blockId: number,
    slug: string,
    opts: { link?: string; categorySlug?: string; btn?: string } = {},
  ) => {
    const text = bannerText(slug)!;
    const categorySlug = opts.categorySlug ?? slug;
    const link = opts.link ?? `/category/${categorySlug}`;
    proposal(
      blockId,
      {
        type: 'ProposalImage',
        slug,
        name: text.title,
        descr: text.subtitle,
        img: `/img/banners/${slug}.svg`,
        link,
        category_proposed_id: link.startsWith('/category/') ? categoryBySlug(categorySlug).id : null,
      },
      { BTN_TEXT: opts.btn ?? 'Scopri', TEXT_COLOR: '#ffffff' },
    );
  };

  // ---- Home page ----
  const H = HOME_CATEGORY_ID;
  const hero = block(1, H, 'BannerSlider', 'home-hero', {
    TITLE: 'In primo piano',
    JSON_CONFIG: { autoplay: true, interval: 6000, bullets: true, arrows: true },
  });
  imageSlide(hero, 'frutta-di-stagione', { categorySlug: 'frutta' });
  imageSlide(hero, 'formaggi-delle-valli', { categorySlug: 'formaggi-stagionati' });
  imageSlide(hero, 'pasta-e-sughi', { categorySlug: 'pasta' });

  const side = block(2, H, 'StaticImage', 'home-acqua', { TITLE: "L'acqua a casa tua" });
  imageSlide(side, 'acqua-a-casa', { categorySlug: 'acqua', btn: 'Ordina ora' });

  const shortcuts = block(3, H, 'BannerGrid', 'home-reparti', {
    TITLE: 'I nostri reparti',
    JSON_CONFIG: { cols: { xs: 12, sm: 6, md: 4, lg: 4, xl: 4 } },
  });
  for (const slug of ['frutta-e-verdura', 'latticini-e-formaggi', 'dispensa']) imageSlide(shortcuts, slug);

  const offers = block(4, H, 'ProductSlider', 'home-offerte', {
    TITLE: 'Le offerte della settimana',
    JSON_CONFIG: {
      source: 'promo',
      limit: 12,
      bullets: true,
      arrows: false,
      promoCard: {
        img: '/img/banners/offerte.svg',
        text: 'Tutte le offerte',
        link: '/offerte',
        btnText: 'Vedi tutte',
      },
    },
  });

  const card = block(5, H, 'CustomerCardHorizontal', 'home-registrazione', {
    TITLE: 'Non hai ancora un account?',
    DESCRIPTION: 'Registrati in pochi minuti: offerte riservate, liste della spesa e punti CAMI.',
  });
  proposal(
    card,
    {
      type: 'ProposalCard',
      slug: 'registrati',
      name: 'Registrati e risparmia',
      descr: 'Offerte riservate, liste della spesa e punti CAMI su ogni acquisto.',
      img: '/img/banners/registrati.svg',
      link: '/registration-user',
      proposal_url_type: 'internal',
    },
    { BTN_TEXT: 'Registrati', BTN_COLOR: 'primary', TEXT_COLOR: '#ffffff' },
  );

  const news = block(6, H, 'ProductSlider', 'home-novita', {
    TITLE: 'Novità',
    JSON_CONFIG: { source: 'new', limit: 12, bullets: true, arrows: false },
  });

  const tabs = block(7, H, 'ProductTab', 'home-tab-reparti', {
    TITLE: 'I più acquistati',
    JSON_CONFIG: {
      limit: 8,
      tabs: [
        { title: 'Frutta', categorySlug: 'frutta' },
        { title: 'Latticini e formaggi', categorySlug: 'latticini-e-formaggi' },
        { title: 'Dispensa', categorySlug: 'dispensa' },
      ],
    },
  });

  const deliveryHtml =
    '<h2>Spesa a domicilio in Lombardia</h2>' +
    '<p>Consegniamo a Como, Milano, Bergamo e in oltre 200 comuni lombardi. Scegli il giorno e la fascia oraria che preferisci: i prodotti freschi e surgelati viaggiano su mezzi refrigerati.</p>' +
    '<p>Preferisci passare tu? Ritira la spesa nel tuo punto vendita Spesa senza fare la fila.</p>';
  const delivery = block(8, H, 'StaticText', 'home-domicilio', {
    TITLE: 'Spesa a domicilio in Lombardia',
    DESCRIPTION: deliveryHtml,
    BACKGROUND_COLOR: '#fff3e0',
  });
  proposal(
    delivery,
    {
      type: 'ProposalCard',
      slug: 'spesa-a-domicilio',
      name: 'Spesa a domicilio in Lombardia',
      descr: 'Consegna a casa o ritiro in negozio, nella fascia oraria che preferisci.',
      content: deliveryHtml,
    },
    { BACKGROUND_COLOR: '#fff3e0', TEXT_ALIGN: 'left' },
  );

  // Content and loyalty blocks (issue 17): news and recipes from the content service, and for
  // logged-in shoppers their CAMI points, their card and the customer team's picks.
  const blog = block(9, H, 'WordpressSlider', 'home-notizie', {
    TITLE: 'Novità dai nostri negozi',
    JSON_CONFIG: { postType: 'posts', limit: 8, autoplay: true },
  });
  const recipes = block(10, H, 'WordpressSlider', 'home-ricette', {
    TITLE: 'Le ricette di stagione',
    JSON_CONFIG: { postType: 'recipe', limit: 8, autoplay: true },
  });
  const points = block(11, H, 'UserPoints', 'home-punti', { TITLE: 'I tuoi punti CAMI' });
  const fidelity = block(12, H, 'FidelityCardRow', 'home-carta', { TITLE: 'La tua carta CAMI' });
  const crm = block(13, H, 'CrmProductSlider', 'home-per-te', {
    TITLE: 'Scelti per te',
    JSON_CONFIG: { source: 'new', limit: 12, bullets: true, arrows: false },
  });

  // The first-visit tutorial (spec section 4): shown until closed, and again only when its first
  // slide changes. Fixed ids: the end-to-end journeys mark this tutorial as seen by its first id.
  const tutorial = block(14, H, 'Tutorial', 'home-tutorial', { TITLE: 'Benvenuto su Spesa' });
  TUTORIAL_SLIDES.forEach((slide, i) =>
    proposal(
      tutorial,
      { type: 'ProposalCard', proposal_id: TUTORIAL_FIRST_PROPOSAL_ID + i, ...slide },
      i === TUTORIAL_SLIDES.length - 1 ? { BTN_TEXT: 'Scopri' } : {},
    ),
  );

  layouts.set(
    H,
    JSON.stringify([
      { columns: [col([tutorial])] },
      { columns: [col([hero], 8), col([side], 4)] },
      { columns: [col([points], 6), col([fidelity], 6)] },
      { columns: [col([shortcuts])] },
      { columns: [col([offers])] },
      { columns: [col([crm])] },
      { columns: [col([card])] },
      { columns: [col([news])] },
      { columns: [col([tabs])] },
      { columns: [col([recipes])] },
      { columns: [col([blog])] },
      { columns: [col([delivery], 12, false)] },
    ]),
  );

  // ---- Department pages: the department's offers. The subcategories are the compact chip row
  // of the category page itself: a grid of large banners repeated them and pushed the products
  // more than a screen down on phones.
  let nextId = 101;
  for (const slug of ['frutta-e-verdura']) {
    const dep = categoryBySlug(slug);
    const promo = block(nextId++, dep.id, 'ProductSlider', `${slug}-offerte`, {
      TITLE: 'Offerte di frutta e verdura',
      JSON_CONFIG: { source: 'promo', categorySlug: slug, limit: 12, bullets: true, arrows: false },
    });
    const rows = [{ columns: [col([promo])] }];
    layouts.set(dep.id, JSON.stringify(rows));
  }

  return { blocks, proposals, layouts };
}
