/**
 * The demo category tree. Ids encode the position so they stay fixed and readable:
 * top level N00, second level NM0, third level NMK (at most 9 children per node); the home page
 * (kind 'page', depth 0) is id 1. Products hang from leaves (depth 3, or depth 2 without children).
 */

export type Shape =
  | 'fruit'
  | 'meat'
  | 'fish'
  | 'carton'
  | 'salami'
  | 'bread'
  | 'snow'
  | 'bottle'
  | 'jar'
  | 'box'
  | 'tube'
  | 'paw'
  | 'heart';

interface Node {
  slug: string;
  name: string;
  /** Short list of what is in it, used in the description and the SEO text. */
  about: string;
  children?: Node[];
}

interface Top extends Node {
  /** Colour of the product images and banners of this department. */
  color: string;
  shape: Shape;
  /**
   * Its products serve a need other than the shopper's own table (pets, babies, the home, personal
   * care): in search they come after food that matches as well, unless the query names the
   * department or its category (`category.secondary_in_search`, decision 0095).
   */
  secondaryInSearch?: true;
}

export const HOME_CATEGORY_ID = 1;

const TREE: Top[] = [
  {
    slug: 'frutta-e-verdura',
    name: 'Frutta e verdura',
    color: '#43a047',
    shape: 'fruit',
    about: 'frutta e verdura fresca di stagione, anche biologica e a km 0',
    children: [
      {
        slug: 'frutta',
        name: 'Frutta',
        about: 'agrumi, mele, pere e frutta esotica',
        children: [
          { slug: 'agrumi', name: 'Agrumi', about: 'arance, limoni, mandarini e pompelmi' },
          {
            slug: 'mele-e-pere',
            name: 'Mele e pere',
            about: 'mele Golden, Fuji, Renette e pere di stagione',
          },
          { slug: 'frutta-esotica', name: 'Frutta esotica', about: 'banane, ananas, avocado, mango e kiwi' },
        ],
      },
      {
        slug: 'verdura',
        name: 'Verdura',
        about: 'insalate, ortaggi, patate e cipolle',
        children: [
          { slug: 'insalate', name: 'Insalate', about: 'lattughe, rucola, radicchio e insalate pronte' },
          { slug: 'ortaggi', name: 'Ortaggi', about: 'zucchine, pomodori, carote, peperoni e melanzane' },
          {
            slug: 'patate-cipolle-aglio',
            name: 'Patate, cipolle e aglio',
            about: 'patate a pasta gialla, cipolle dorate e rosse, aglio',
          },
        ],
      },
    ],
  },
  {
    slug: 'macelleria',
    name: 'Macelleria',
    color: '#c62828',
    shape: 'meat',
    about: 'carne bovina, suina e avicola di filiera italiana',
    children: [
      { slug: 'bovino', name: 'Bovino', about: 'bistecche, fettine, macinato e arrosti di bovino adulto' },
      { slug: 'suino', name: 'Suino', about: 'braciole, salsiccia, filetto e costine di suino' },
      { slug: 'pollame', name: 'Pollame', about: 'petto di pollo, cosce, fusi e tacchino' },
    ],
  },
  {
    slug: 'pescheria',
    name: 'Pescheria',
    color: '#0277bd',
    shape: 'fish',
    about: 'pesce fresco del Mediterraneo, molluschi e crostacei',
    children: [
      { slug: 'pesce-fresco', name: 'Pesce fresco', about: 'orate, branzini, salmone e pesce spada' },
      {
        slug: 'molluschi-e-crostacei',
        name: 'Molluschi e crostacei',
        about: 'cozze, vongole, gamberi e calamari',
      },
    ],
  },
  {
    slug: 'latticini-e-formaggi',
    name: 'Latticini e formaggi',
    color: '#1e88e5',
    shape: 'carton',
    about: 'latte, yogurt, formaggi freschi e stagionati, burro, panna e uova',
    children: [
      { slug: 'latte', name: 'Latte', about: 'latte fresco, a lunga conservazione e senza lattosio' },
      { slug: 'yogurt', name: 'Yogurt', about: 'yogurt bianchi, alla frutta, greci e da bere' },
      {
        slug: 'formaggi-freschi',
        name: 'Formaggi freschi',
        about: 'mozzarella, ricotta, stracchino e burrata',
      },
      {
        slug: 'formaggi-stagionati',
        name: 'Formaggi stagionati',
        about: 'grana, parmigiano, pecorino, taleggio e gorgonzola',
      },
      { slug: 'burro-e-panna', name: 'Burro e panna', about: 'burro, panna da cucina e da montare' },
      { slug: 'uova', name: 'Uova', about: "uova fresche da galline allevate a terra e all'aperto" },
    ],
  },
  {
    slug: 'salumi',
    name: 'Salumi',
    color: '#ad1457',
    shape: 'salami',
    about: 'prosciutti, salami e affettati tagliati al banco o in vaschetta',
    children: [
      {
        slug: 'affettati',
        name: 'Affettati',
        about: 'prosciutto crudo e cotto, bresaola, mortadella in vaschetta',
      },
      { slug: 'salumi-interi', name: 'Salumi interi', about: 'salami, cacciatorini, pancetta e speck' },
    ],
  },
  {
    slug: 'panetteria',
    name: 'Panetteria',
    color: '#8d6e63',
    shape: 'bread',
    about: 'pane fresco sfornato ogni giorno, pane confezionato e sostituti',
    children: [
      { slug: 'pane-fresco', name: 'Pane fresco', about: 'michette, filoni, pane integrale e focacce' },
      { slug: 'pane-confezionato', name: 'Pane confezionato', about: 'pan carré, panini e piadine' },
      {
        slug: 'sostituti-del-pane',
        name: 'Sostituti del pane',
        about: 'grissini, crackers, fette biscottate e gallette',
      },
    ],
  },
  {
    slug: 'surgelati',
    name: 'Surgelati',
    color: '#00acc1',
    shape: 'snow',
    about: 'verdure, pesce, gelati e piatti pronti surgelati',
    children: [
      {
        slug: 'verdure-surgelate',
        name: 'Verdure surgelate',
        about: 'spinaci, piselli, minestroni e verdure grigliate',
      },
      {
        slug: 'pesce-surgelato',
        name: 'Pesce surgelato',
        about: 'bastoncini, filetti, gamberi e misto mare',
      },
      { slug: 'gelati', name: 'Gelati', about: 'vaschette, coni, ghiaccioli e biscotti gelato' },
      {
        slug: 'piatti-pronti-surgelati',
        name: 'Piatti pronti surgelati',
        about: 'pizze, lasagne, risotti e primi piatti',
      },
    ],
  },
  {
    slug: 'bevande',
    name: 'Bevande',
    color: '#3949ab',
    shape: 'bottle',
    about: 'acqua, bibite, succhi, vino, birra, caffè e tè',
    children: [
      { slug: 'acqua', name: 'Acqua', about: 'acqua minerale naturale, frizzante e leggermente frizzante' },
      { slug: 'bibite', name: 'Bibite', about: 'aranciate, cole, chinotto, tè freddo e gassose' },
      { slug: 'succhi', name: 'Succhi', about: 'succhi e nettari di frutta, spremute e centrifugati' },
      {
        slug: 'vino',
        name: 'Vino',
        about: 'vini rossi, bianchi e bollicine italiane',
        children: [
          {
            slug: 'vini-rossi',
            name: 'Vini rossi',
            about: 'Barbera, Chianti, Montepulciano, Nebbiolo e Valtellina',
          },
          {
            slug: 'vini-bianchi',
            name: 'Vini bianchi',
            about: 'Lugana, Vermentino, Soave, Pinot grigio e Falanghina',
          },
          {
            slug: 'spumanti-e-bollicine',
            name: 'Spumanti e bollicine',
            about: 'Prosecco, Franciacorta e spumanti dolci',
          },
        ],
      },
      { slug: 'birra', name: 'Birra', about: 'birre chiare, rosse, artigianali e analcoliche' },
      { slug: 'caffe-e-te', name: 'Caffè e tè', about: 'caffè macinato, in grani, capsule, tè e tisane' },
    ],
  },
  {
    slug: 'dispensa',
    name: 'Dispensa',
    color: '#ef6c00',
    shape: 'jar',
    about: 'pasta, riso, sughi, olio, farine, biscotti e snack',
    children: [
      { slug: 'pasta', name: 'Pasta', about: "pasta di semola, all'uovo, integrale e senza glutine" },
      { slug: 'riso', name: 'Riso', about: 'riso Carnaroli, Arborio, Vialone nano, basmati e integrale' },
      {
        slug: 'sughi-e-conserve',
        name: 'Sughi e conserve',
        about: 'passata, pelati, sughi pronti, pesto, tonno e legumi',
      },
      {
        slug: 'olio-e-aceto',
        name: 'Olio e aceto',
        about: 'olio extravergine di oliva, olio di semi e aceto',
      },
      { slug: 'farine-e-zucchero', name: 'Farine e zucchero', about: 'farine, lievito, zucchero e sale' },
      {
        slug: 'biscotti-e-colazione',
        name: 'Biscotti e colazione',
        about: 'biscotti, merendine, cereali, marmellate e creme',
      },
      { slug: 'snack', name: 'Snack', about: 'patatine, taralli, frutta secca e cioccolato' },
    ],
  },
  {
    slug: 'casa',
    name: 'Casa',
    color: '#5e35b1',
    shape: 'box',
    secondaryInSearch: true,
    about: 'detersivi e prodotti di carta per la casa',
    children: [
      {
        slug: 'detersivi',
        name: 'Detersivi',
        about: 'detersivi per bucato, piatti, lavastoviglie e superfici',
      },
      {
        slug: 'carta-e-igiene-casa',
        name: 'Carta e igiene casa',
        about: 'carta igienica, rotoli, tovaglioli e sacchetti',
      },
    ],
  },
  {
    slug: 'cura-persona',
    name: 'Cura persona',
    color: '#d81b60',
    shape: 'tube',
    secondaryInSearch: true,
    about: 'igiene orale, cura del corpo e dei capelli',
    children: [
      { slug: 'igiene-orale', name: 'Igiene orale', about: 'dentifrici, spazzolini e collutori' },
      { slug: 'corpo', name: 'Corpo', about: 'bagnoschiuma, saponi, deodoranti e creme' },
      { slug: 'capelli', name: 'Capelli', about: 'shampoo, balsamo e maschere' },
    ],
  },
  {
    slug: 'animali',
    name: 'Animali',
    color: '#6d4c41',
    shape: 'paw',
    secondaryInSearch: true,
    about: 'alimenti e accessori per cani e gatti',
    children: [
      { slug: 'cane', name: 'Cane', about: 'crocchette, umido e snack per cani' },
      { slug: 'gatto', name: 'Gatto', about: 'crocchette, umido, snack e lettiere per gatti' },
    ],
  },
  {
    slug: 'infanzia',
    name: 'Infanzia',
    color: '#26a69a',
    shape: 'heart',
    secondaryInSearch: true,
    about: 'pannolini, salviette e alimenti per la prima infanzia',
    children: [
      { slug: 'pannolini', name: 'Pannolini', about: 'pannolini e salviette per neonati e bambini' },
      {
        slug: 'alimenti-infanzia',
        name: 'Alimenti infanzia',
        about: 'omogeneizzati, pastine, biscotti e latte di crescita',
      },
    ],
  },
];

export interface CategorySeed {
  id: number;
  parentId: number | null;
  slug: string;
  name: string;
  depth: number;
  position: number;
  description: string;
  seoTitle: string;
  seoDescription: string;
  /** Slug of the department (depth 1) it belongs to. */
  topSlug: string;
  isLeaf: boolean;
  /** Set on the department only: the search reads it from the category's ancestors too. */
  secondaryInSearch: boolean;
}

export interface DepartmentStyle {
  color: string;
  shape: Shape;
}

function flatten(): CategorySeed[] {
  const out: CategorySeed[] = [];
  const visit = (
    node: Node,
    id: number,
    parentId: number | null,
    depth: number,
    position: number,
    topSlug: string,
  ) => {
    const isLeaf = !node.children?.length;
    if (node.children && node.children.length > 9) throw new Error(`too many children under ${node.slug}`);
    out.push({
      id,
      parentId,
      slug: node.slug,
      name: node.name,
      depth,
      position,
      description: `${node.name}: ${node.about}. Ordina online e ricevi la spesa a casa oppure ritirala nel tuo punto vendita Spesa.`,
      seoTitle: `${node.name} online | Spesa`,
      seoDescription: `Acquista ${node.name.toLowerCase()} online su Spesa: ${node.about}. Consegna a domicilio in Lombardia e ritiro in negozio.`,
      topSlug,
      isLeaf,
      secondaryInSearch: depth === 1 && (node as Top).secondaryInSearch === true,
    });
    const step = depth === 1 ? 10 : 1;
    node.children?.forEach((child, i) => visit(child, id + (i + 1) * step, id, depth + 1, i + 1, topSlug));
  };
  TREE.forEach((top, i) => visit(top, (i + 1) * 100, null, 1, i + 1, top.slug));
  return out;
}

/** Every catalogue ('tree') category, parents before children. */
export const TREE_CATEGORIES: readonly CategorySeed[] = flatten();

export const CATEGORY_BY_SLUG: ReadonlyMap<string, CategorySeed> = new Map(
  TREE_CATEGORIES.map((c) => [c.slug, c]),
);

/** Leaf categories in tree order: the ones products are attached to. */
export const LEAF_CATEGORIES: readonly CategorySeed[] = TREE_CATEGORIES.filter((c) => c.isLeaf);

const STYLES = new Map<string, DepartmentStyle>(
  TREE.map((t) => [t.slug, { color: t.color, shape: t.shape }]),
);

/** Colour and image shape of the department of any category slug (a neutral style when unknown). */
export function departmentStyle(categorySlug: string): DepartmentStyle {
  const top = CATEGORY_BY_SLUG.get(categorySlug)?.topSlug ?? categorySlug;
  return STYLES.get(top) ?? { color: '#607d8b', shape: 'box' };
}

export function categoryBySlug(slug: string): CategorySeed {
  const c = CATEGORY_BY_SLUG.get(slug);
  if (!c) throw new Error(`unknown seed category '${slug}'`);
  return c;
}
