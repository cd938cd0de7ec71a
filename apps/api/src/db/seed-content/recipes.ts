// The demo recipes (issue 17): each becomes a 'recipe' post (posts.ts); their order sets their dates.

/** A demo recipe; `image` names a picture under /img/content, `cook` is in minutes, `rating` in tenths. */
export interface DemoRecipe {
  slug: string;
  title: string;
  image: string;
  cook: number;
  rating: number;
  /** The content category (DEMO_TERMS in posts.ts). */
  cat: string;
  intro: string;
  /** Ingredient text and the catalogue category whose first product it maps to. */
  ingredients: Array<[string, string | null]>;
  steps: string[];
}

export const DEMO_RECIPES: DemoRecipe[] = [
  {
    slug: 'risotto-alla-milanese',
    title: 'Risotto alla milanese',
    image: 'riso',
    cook: 30,
    rating: 48,
    cat: 'primi',
    intro: 'Il piatto simbolo di Milano, giallo di zafferano e mantecato con burro e Grana.',
    ingredients: [
      ['320 g di riso Carnaroli', 'riso'],
      ['1 bustina di zafferano', null],
      ['1 l di brodo di carne', null],
      ['50 g di burro', 'burro-e-panna'],
      ['60 g di Grana grattugiato', 'formaggi-stagionati'],
    ],
    steps: [
      'Tosta il riso a secco in una casseruola per due minuti.',
      'Aggiungi il brodo caldo un mestolo alla volta, mescolando.',
      'A metà cottura unisci lo zafferano sciolto in poco brodo.',
      'Fuori dal fuoco manteca con burro e Grana, lascia riposare un minuto.',
    ],
  },
  {
    slug: 'pizzoccheri-della-valtellina',
    title: 'Pizzoccheri della Valtellina',
    image: 'pasta',
    cook: 40,
    rating: 46,
    cat: 'primi',
    intro: 'Pasta di grano saraceno con verza, patate e formaggio Casera.',
    ingredients: [
      ['400 g di pizzoccheri', 'pasta'],
      ['250 g di patate', 'patate-cipolle-aglio'],
      ['200 g di verza', 'ortaggi'],
      ['200 g di formaggio Casera', 'formaggi-stagionati'],
      ['80 g di burro', 'burro-e-panna'],
    ],
    steps: [
      'Cuoci patate a cubetti e verza nell’acqua salata per 5 minuti.',
      'Aggiungi i pizzoccheri e cuoci per altri 10 minuti.',
      'Scola e disponi a strati con il formaggio.',
      'Condisci con burro fuso e aglio dorato.',
    ],
  },
  {
    slug: 'cotoletta-alla-milanese',
    title: 'Cotoletta alla milanese',
    image: 'bovino',
    cook: 15,
    rating: 47,
    cat: 'secondi',
    intro: 'Costoletta di vitello con l’osso, impanata e fritta nel burro chiarificato.',
    ingredients: [
      ['4 costolette di vitello', 'bovino'],
      ['2 uova', 'uova'],
      ['200 g di pangrattato', 'sostituti-del-pane'],
      ['150 g di burro chiarificato', 'burro-e-panna'],
    ],
    steps: [
      'Batti leggermente la carne lasciando l’osso.',
      'Passala nell’uovo sbattuto e poi nel pangrattato.',
      'Friggi nel burro 4 minuti per lato.',
      'Sala a fine cottura e servi con spicchi di limone.',
    ],
  },
  {
    slug: 'minestrone-di-verdure',
    title: 'Minestrone di verdure',
    image: 'verdura',
    cook: 60,
    rating: 42,
    cat: 'primi',
    intro: 'Il minestrone dell’orto, ricco e leggero, buono anche freddo.',
    ingredients: [
      ['2 carote', 'ortaggi'],
      ['2 patate', 'patate-cipolle-aglio'],
      ['1 zucchina', 'ortaggi'],
      ['100 g di fagioli borlotti', 'sughi-e-conserve'],
      ['Olio extravergine', 'olio-e-aceto'],
    ],
    steps: [
      'Taglia tutte le verdure a cubetti.',
      'Rosola la cipolla nell’olio, aggiungi le verdure e copri d’acqua.',
      'Cuoci a fuoco basso per un’ora.',
      'Servi con un filo d’olio a crudo.',
    ],
  },
  {
    slug: 'tiramisu',
    title: 'Tiramisù',
    image: 'biscotti-e-colazione',
    cook: 30,
    rating: 49,
    cat: 'dolci',
    intro: 'Savoiardi, caffè e crema al mascarpone: il dolce italiano più amato.',
    ingredients: [
      ['300 g di savoiardi', 'biscotti-e-colazione'],
      ['500 g di mascarpone', 'formaggi-freschi'],
      ['4 uova', 'uova'],
      ['100 g di zucchero', 'farine-e-zucchero'],
      ['Caffè espresso', 'caffe-e-te'],
    ],
    steps: [
      'Monta i tuorli con lo zucchero, unisci il mascarpone.',
      'Incorpora gli albumi montati a neve.',
      'Alterna savoiardi bagnati nel caffè e crema.',
      'Riposa in frigo 4 ore e spolvera di cacao.',
    ],
  },
  {
    slug: 'polenta-e-funghi',
    title: 'Polenta con funghi porcini',
    image: 'farine-e-zucchero',
    cook: 50,
    rating: 44,
    cat: 'secondi',
    intro: 'Polenta morbida e funghi trifolati, il piatto dell’autunno in montagna.',
    ingredients: [
      ['300 g di farina di mais', 'farine-e-zucchero'],
      ['400 g di funghi porcini', 'ortaggi'],
      ['1 spicchio d’aglio', 'patate-cipolle-aglio'],
      ['Prezzemolo', null],
    ],
    steps: [
      'Porta a bollore 1,2 litri d’acqua salata e versa la farina a pioggia.',
      'Cuoci 45 minuti mescolando spesso.',
      'Trifola i funghi con aglio e prezzemolo.',
      'Servi la polenta con i funghi sopra.',
    ],
  },
  {
    slug: 'spaghetti-al-pomodoro',
    title: 'Spaghetti al pomodoro e basilico',
    image: 'sughi-e-conserve',
    cook: 20,
    rating: 45,
    cat: 'primi',
    intro: 'Pochi ingredienti buoni: il piatto di tutti i giorni fatto bene.',
    ingredients: [
      ['360 g di spaghetti', 'pasta'],
      ['400 g di passata di pomodoro', 'sughi-e-conserve'],
      ['Basilico fresco', null],
      ['Olio extravergine', 'olio-e-aceto'],
    ],
    steps: [
      'Scalda l’olio con l’aglio, aggiungi la passata e cuoci 15 minuti.',
      'Cuoci gli spaghetti al dente.',
      'Salta la pasta nel sugo con il basilico.',
    ],
  },
  {
    slug: 'orata-al-forno',
    title: 'Orata al forno con patate',
    image: 'pesce-fresco',
    cook: 35,
    rating: 43,
    cat: 'secondi',
    intro: 'Pesce intero al forno con patate, olive e pomodorini.',
    ingredients: [
      ['2 orate', 'pesce-fresco'],
      ['500 g di patate', 'patate-cipolle-aglio'],
      ['Pomodorini', 'ortaggi'],
      ['Olio extravergine', 'olio-e-aceto'],
    ],
    steps: [
      'Affetta sottili le patate e disponile in teglia.',
      'Adagia le orate farcite con erbe e limone.',
      'Cuoci a 200 °C per 30 minuti.',
    ],
  },
  {
    slug: 'torta-di-mele',
    title: 'Torta di mele della nonna',
    image: 'mele-e-pere',
    cook: 45,
    rating: 47,
    cat: 'dolci',
    intro: 'Soffice, profumata di limone, con tante mele a fettine.',
    ingredients: [
      ['3 mele', 'mele-e-pere'],
      ['200 g di farina', 'farine-e-zucchero'],
      ['150 g di zucchero', 'farine-e-zucchero'],
      ['3 uova', 'uova'],
      ['100 g di burro', 'burro-e-panna'],
    ],
    steps: [
      'Monta uova e zucchero, unisci burro fuso e farina.',
      'Versa in uno stampo e copri di mele a fettine.',
      'Cuoci a 180 °C per 45 minuti.',
    ],
  },
  {
    slug: 'insalata-di-farro',
    title: 'Insalata di farro e verdure',
    image: 'insalate',
    cook: 25,
    rating: 40,
    cat: 'piatti-unici',
    intro: 'Fresca, colorata e da portare in ufficio.',
    ingredients: [
      ['250 g di farro', 'riso'],
      ['1 peperone', 'ortaggi'],
      ['Pomodorini', 'ortaggi'],
      ['Mozzarella', 'formaggi-freschi'],
    ],
    steps: [
      'Cuoci il farro in acqua salata per 20 minuti.',
      'Taglia le verdure e la mozzarella a cubetti.',
      'Unisci tutto e condisci con olio e basilico.',
    ],
  },
  {
    slug: 'ossobuco-con-gremolada',
    title: 'Ossobuco con gremolada',
    image: 'bovino',
    cook: 120,
    rating: 48,
    cat: 'secondi',
    intro: 'Stinco di vitello cotto lentamente, profumato di limone e prezzemolo.',
    ingredients: [
      ['4 ossibuchi di vitello', 'bovino'],
      ['Farina', 'farine-e-zucchero'],
      ['Vino bianco', 'vini-bianchi'],
      ['Brodo', null],
    ],
    steps: [
      'Infarina gli ossibuchi e rosolali nel burro.',
      'Sfuma con il vino e cuoci coperto per due ore con il brodo.',
      'Completa con la gremolada di limone, aglio e prezzemolo.',
    ],
  },
  {
    slug: 'panettone-farcito',
    title: 'Panettone farcito al mascarpone',
    image: 'biscotti-e-colazione',
    cook: 20,
    rating: 41,
    cat: 'dolci',
    intro: 'Il panettone delle feste diventa un dolce al cucchiaio.',
    ingredients: [
      ['1 panettone', 'biscotti-e-colazione'],
      ['250 g di mascarpone', 'formaggi-freschi'],
      ['2 uova', 'uova'],
      ['Zucchero a velo', 'farine-e-zucchero'],
    ],
    steps: [
      'Taglia la calotta e svuota il panettone.',
      'Riempi con la crema al mascarpone.',
      'Richiudi e tieni in frigo due ore.',
    ],
  },
];
