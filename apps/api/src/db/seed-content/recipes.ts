// The demo recipes (issue 17): each becomes a 'recipe' post (posts.ts); their order sets their dates.
// Each ingredient names the demo catalogue's products it maps to (issue 40, decision 0102): the
// seed links their ids, and an ingredient the catalogue has nothing fitting for stays unlinked
// (the recipe page then shows the search's suggestions, unselected).

/** A product of the demo catalogue: its category's slug and its exact name (the lowest id wins). */
export interface DemoProductRef {
  category: string;
  name: string;
}

/** An ingredient's text and the products it maps to (none: left unlinked). */
export type DemoIngredient = [text: string, ...products: DemoProductRef[]];

const p = (category: string, name: string): DemoProductRef => ({ category, name });

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
  ingredients: DemoIngredient[];
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
      ['320 g di riso Carnaroli', p('riso', 'Riso Carnaroli')],
      ['1 bustina di zafferano'],
      ['1 l di brodo di carne'],
      ['50 g di burro', p('burro-e-panna', 'Burro')],
      ['60 g di Grana grattugiato', p('formaggi-stagionati', 'Grana grattugiato')],
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
      ['400 g di pizzoccheri', p('pasta', 'Pizzoccheri della Valtellina')],
      ['250 g di patate', p('patate-cipolle-aglio', 'Patate a pasta gialla')],
      // No cabbage, and no Casera (Bitto is another cheese) in the demo catalogue.
      ['200 g di verza'],
      ['200 g di formaggio Casera'],
      ['80 g di burro', p('burro-e-panna', 'Burro')],
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
      // No veal chops, breadcrumbs or clarified butter in the demo catalogue.
      ['4 costolette di vitello'],
      ['2 uova', p('uova', 'Uova fresche da allevamento a terra')],
      ['200 g di pangrattato'],
      ['150 g di burro chiarificato'],
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
      ['2 carote', p('ortaggi', 'Carote')],
      ['2 patate', p('patate-cipolle-aglio', 'Patate a pasta gialla')],
      ['1 zucchina', p('ortaggi', 'Zucchine')],
      ['100 g di fagioli borlotti', p('sughi-e-conserve', 'Fagioli borlotti lessati')],
      ['Olio extravergine', p('olio-e-aceto', 'Olio extravergine di oliva')],
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
      // No ladyfingers in the demo catalogue.
      ['300 g di savoiardi'],
      ['500 g di mascarpone', p('formaggi-freschi', 'Mascarpone')],
      ['4 uova', p('uova', 'Uova fresche da allevamento a terra')],
      ['100 g di zucchero', p('farine-e-zucchero', 'Zucchero semolato')],
      ['Caffè espresso', p('caffe-e-te', 'Caffè macinato miscela classica')],
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
      ['300 g di farina di mais', p('farine-e-zucchero', 'Farina di mais per polenta')],
      // No porcini (only champignons in a jar) and no parsley in the demo catalogue.
      ['400 g di funghi porcini'],
      ['1 spicchio d’aglio', p('patate-cipolle-aglio', 'Aglio bianco')],
      ['Prezzemolo'],
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
      ['360 g di spaghetti', p('pasta', 'Spaghetti n.5')],
      ['400 g di passata di pomodoro', p('sughi-e-conserve', 'Passata di pomodoro')],
      ['Basilico fresco'],
      ['Olio extravergine', p('olio-e-aceto', 'Olio extravergine di oliva')],
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
      ['2 orate', p('pesce-fresco', 'Orata di allevamento')],
      ['500 g di patate', p('patate-cipolle-aglio', 'Patate a pasta gialla')],
      ['Pomodorini', p('ortaggi', 'Pomodorini ciliegino')],
      ['Olio extravergine', p('olio-e-aceto', 'Olio extravergine di oliva')],
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
      ['3 mele', p('mele-e-pere', 'Mele Golden')],
      ['200 g di farina', p('farine-e-zucchero', 'Farina di grano tenero tipo 00')],
      ['150 g di zucchero', p('farine-e-zucchero', 'Zucchero semolato')],
      ['3 uova', p('uova', 'Uova fresche da allevamento a terra')],
      ['100 g di burro', p('burro-e-panna', 'Burro')],
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
      // No spelt in the demo catalogue.
      ['250 g di farro'],
      ['1 peperone', p('ortaggi', 'Peperoni rossi')],
      ['Pomodorini', p('ortaggi', 'Pomodorini ciliegino')],
      ['Mozzarella', p('formaggi-freschi', 'Mozzarella di latte vaccino')],
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
      ['4 ossibuchi di vitello', p('bovino', 'Ossibuchi di vitello')],
      ['Farina', p('farine-e-zucchero', 'Farina di grano tenero tipo 00')],
      ['Vino bianco', p('vini-bianchi', 'Lugana DOC')],
      ['Brodo'],
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
      // No panettone and no icing sugar in the demo catalogue.
      ['1 panettone'],
      ['250 g di mascarpone', p('formaggi-freschi', 'Mascarpone')],
      ['2 uova', p('uova', 'Uova fresche da allevamento a terra')],
      ['Zucchero a velo'],
    ],
    steps: [
      'Taglia la calotta e svuota il panettone.',
      'Riempi con la crema al mascarpone.',
      'Richiudi e tieni in frigo due ore.',
    ],
  },
];
