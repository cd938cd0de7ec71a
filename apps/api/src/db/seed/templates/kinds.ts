/**
 * Product "kinds": what a product is made of, for the label texts. Each leaf category names a
 * default kind; a template may override it with the flag `k:<kind>`.
 * `nutrition` is per 100 g / 100 ml: [kcal, fat, saturated, carbohydrates, sugars, protein, salt];
 * null when the EU rules exempt the product (mineral water) or for non-food.
 */
export interface Kind {
  nutrition: [number, number, number, number, number, number, number] | null;
  /** Ingredients text; `{n}` is replaced by the product name in lower case. */
  ingredients: string | null;
  allergens: string | null;
  storage: string;
  /** Two-sentence descriptions to choose from; `{b}` is the brand. */
  descr: string[];
  /** Optional longer text (tips, origin) used as extended_description on some products. */
  extended: string;
}

const FRIDGE = 'Conservare in frigorifero tra 0 e 4 °C.';
const DRY = 'Conservare in luogo fresco e asciutto, al riparo dalla luce e da fonti di calore.';
const FROZEN =
  'Conservare in freezer a -18 °C. Una volta scongelato non ricongelare. Consumare entro la data indicata sulla confezione.';
const NO_ALLERGENS = 'Non contiene allergeni.';
const NONFOOD_STORAGE = 'Tenere fuori dalla portata dei bambini. Conservare in luogo fresco e asciutto.';

export const KINDS: Record<string, Kind> = {
  frutta: {
    nutrition: [48, 0.2, 0.02, 10.5, 9.5, 0.8, 0],
    ingredients: '{n} (100%).',
    allergens: NO_ALLERGENS,
    storage: 'Conservare in luogo fresco e asciutto; in frigorifero si mantiene più a lungo.',
    descr: [
      'Frutta selezionata da {b}, raccolta al giusto grado di maturazione.',
      'Dolce e succosa, ottima al naturale, in macedonia o nei dolci.',
      'Arriva ogni mattina dal centro di smistamento: controllata e pesata al momento della preparazione della spesa.',
    ],
    extended:
      "Lavare accuratamente prima del consumo. La frutta è un prodotto naturale: calibro e colore possono variare leggermente da un lotto all'altro.",
  },
  verdura: {
    nutrition: [22, 0.2, 0.03, 3.2, 2.6, 1.4, 0.02],
    ingredients: '{n} (100%).',
    allergens: NO_ALLERGENS,
    storage: 'Conservare in frigorifero nel cassetto delle verdure e consumare entro pochi giorni.',
    descr: [
      'Verdura fresca di {b}, coltivata nel rispetto della stagionalità.',
      'Perfetta per contorni, zuppe e insalate.',
      'Raccolta e confezionata in giornata per mantenere sapore e consistenza.',
    ],
    extended:
      "Lavare accuratamente prima dell'uso. Ottima cruda, al vapore, al forno o grigliata con un filo di olio extravergine di oliva.",
  },
  bovino: {
    nutrition: [135, 5.2, 2.1, 0, 0, 21.5, 0.15],
    ingredients: 'Carne di bovino adulto (100%). Origine: Italia.',
    allergens: NO_ALLERGENS,
    storage: `${FRIDGE} Da consumarsi previa cottura.`,
    descr: [
      'Carne di bovino adulto nato, allevato e macellato in Italia.',
      'Tenera e saporita, preparata ogni giorno dai macellai di {b}.',
    ],
    extended:
      'Togliere la carne dal frigorifero almeno 20 minuti prima della cottura e salare solo a fine cottura per mantenerla succosa.',
  },
  suino: {
    nutrition: [165, 9.5, 3.4, 0, 0, 20, 0.16],
    ingredients: 'Carne di suino (100%). Origine: Italia.',
    allergens: NO_ALLERGENS,
    storage: `${FRIDGE} Da consumarsi previa cottura.`,
    descr: [
      'Carne di suino da allevamenti italiani selezionati.',
      'Ideale alla griglia, in padella o al forno.',
    ],
    extended: 'Cuocere la carne di maiale fino al cuore: è pronta quando i succhi escono chiari.',
  },
  pollame: {
    nutrition: [110, 1.6, 0.4, 0, 0, 23.3, 0.19],
    ingredients: 'Carne di pollo (100%). Origine: Italia.',
    allergens: NO_ALLERGENS,
    storage: `${FRIDGE} Da consumarsi previa cottura.`,
    descr: [
      'Carne avicola da filiera italiana controllata, allevata a terra.',
      'Leggera e versatile, si prepara in pochi minuti.',
    ],
    extended:
      'Da consumarsi previa cottura completa. Lavare le mani e gli utensili dopo aver maneggiato la carne cruda.',
  },
  impanato: {
    nutrition: [215, 10, 1.1, 17, 1.2, 13.5, 1.0],
    ingredients:
      'Carne o pesce (60%), pangrattato (farina di frumento, acqua, lievito, sale), farina di frumento, uova, olio di girasole, sale.',
    allergens:
      'Contiene: cereali contenenti glutine (frumento), uova. Può contenere tracce di latte, pesce e soia.',
    storage: `${FRIDGE} Da consumarsi previa cottura.`,
    descr: [
      'Panatura croccante e dorata, pronta da cuocere in padella o al forno.',
      'Un secondo piatto veloce che piace a tutta la famiglia.',
    ],
    extended:
      'Cottura in forno: 15 minuti a 200 °C, girando a metà cottura. In padella: 3-4 minuti per lato in olio ben caldo.',
  },
  pesce: {
    nutrition: [125, 5.4, 1.2, 0, 0, 19.2, 0.21],
    ingredients: '{n} (100%).',
    allergens: 'Contiene: pesce.',
    storage:
      "Conservare in frigorifero tra 0 e 2 °C e consumare entro 24 ore dall'acquisto. Da consumarsi previa cottura.",
    descr: [
      'Pesce fresco selezionato ogni mattina da {b}.',
      'Ricco di proteine e omega-3, ottimo al forno, alla griglia o al cartoccio.',
    ],
    extended:
      "Zona di pesca e metodo di produzione sono indicati sull'etichetta del banco. Se consumato crudo o poco cotto deve essere preventivamente congelato a -18 °C per almeno 96 ore.",
  },
  molluschi: {
    nutrition: [82, 1.5, 0.3, 2.2, 0, 14.6, 0.85],
    ingredients: '{n} (100%).',
    allergens: 'Contiene: molluschi, crostacei.',
    storage:
      "Conservare in frigorifero tra 0 e 4 °C e consumare entro il giorno dell'acquisto. Da consumarsi previa cottura.",
    descr: [
      'Molluschi e crostacei freschi, controllati e depurati.',
      'Perfetti per primi piatti, zuppe e fritture di mare.',
    ],
    extended:
      'Prima della cottura sciacquare sotto acqua corrente ed eliminare gli esemplari con il guscio rotto o aperto.',
  },
  latte: {
    nutrition: [64, 3.6, 2.4, 4.8, 4.8, 3.3, 0.1],
    ingredients: 'Latte vaccino.',
    allergens: 'Contiene: latte.',
    storage: `${FRIDGE} Dopo l'apertura consumare entro 3 giorni.`,
    descr: [
      'Latte da allevamenti lombardi selezionati da {b}.',
      'Buono e genuino, per la colazione di tutta la famiglia.',
    ],
    extended:
      'Il latte fresco pastorizzato mantiene il gusto e le proprietà nutritive del latte appena munto.',
  },
  yogurt: {
    nutrition: [78, 3.1, 2.0, 8.4, 8.1, 3.9, 0.12],
    ingredients: 'Latte, fermenti lattici vivi (Streptococcus thermophilus, Lactobacillus bulgaricus).',
    allergens: 'Contiene: latte.',
    storage: FRIDGE,
    descr: [
      'Yogurt cremoso preparato con latte italiano e fermenti lattici vivi.',
      'Ideale a colazione o come spuntino.',
    ],
    extended:
      'I fermenti lattici vivi si mantengono fino alla data di scadenza se la catena del freddo non viene interrotta.',
  },
  'formaggio-fresco': {
    nutrition: [245, 18.5, 12.8, 1.2, 1.0, 17.5, 0.45],
    ingredients: 'Latte vaccino pastorizzato, sale, caglio, fermenti lattici.',
    allergens: 'Contiene: latte.',
    storage: `${FRIDGE} Consumare entro 2 giorni dall'apertura.`,
    descr: [
      'Formaggio fresco dal gusto delicato, prodotto con latte italiano.',
      'Perfetto in insalata, sulla pizza o con il pane appena sfornato.',
    ],
    extended: 'Togliere dal frigorifero qualche minuto prima di servire per apprezzarne tutti gli aromi.',
  },
  'formaggio-stagionato': {
    nutrition: [392, 28.5, 19.2, 0, 0, 33, 1.6],
    ingredients: 'Latte, sale, caglio.',
    allergens: 'Contiene: latte.',
    storage: 'Conservare in frigorifero tra 4 e 8 °C, avvolto nella sua carta.',
    descr: [
      'Formaggio stagionato secondo tradizione, tagliato al banco da {b}.',
      'Gusto intenso, da gustare a scaglie o grattugiato.',
    ],
    extended: 'Abbinamenti consigliati: miele di castagno, confetture di fichi e vini rossi strutturati.',
  },
  burro: {
    nutrition: [752, 83, 55, 0.6, 0.6, 0.7, 0.03],
    ingredients: 'Crema di latte vaccino pastorizzata.',
    allergens: 'Contiene: latte.',
    storage: FRIDGE,
    descr: ['Burro ottenuto da panna fresca centrifugata.', 'Ideale per dolci, sughi e da spalmare.'],
    extended: 'Per i dolci usare il burro a temperatura ambiente: si monta meglio con lo zucchero.',
  },
  panna: {
    nutrition: [292, 30, 20, 3.2, 3.2, 2.3, 0.08],
    ingredients: 'Panna di latte vaccino, stabilizzante: carragenina.',
    allergens: 'Contiene: latte.',
    storage: `${FRIDGE} Dopo l'apertura consumare entro 3 giorni.`,
    descr: ['Panna vellutata per primi piatti, sughi e dolci.', 'Prodotta con latte italiano.'],
    extended: 'Per montarla bene usare panna e ciotola ben fredde.',
  },
  uova: {
    nutrition: [128, 8.7, 2.6, 0.6, 0.6, 12.4, 0.32],
    ingredients: 'Uova fresche di gallina categoria A.',
    allergens: 'Contiene: uova.',
    storage:
      "Conservare in frigorifero dopo l'acquisto. Consumare crude entro 9 giorni dalla deposizione; poi solo ben cotte.",
    descr: [
      'Uova fresche di categoria A da galline allevate in Lombardia.',
      'Guscio pulito e tuorlo dal colore intenso.',
    ],
    extended: 'Il codice stampato sul guscio indica metodo di allevamento, Paese e allevamento di origine.',
  },
  affettato: {
    nutrition: [235, 13.8, 4.9, 0.8, 0.5, 27, 4.2],
    ingredients: 'Carne di suino, sale, destrosio, spezie, aromi naturali. Conservante: nitrito di sodio.',
    allergens: 'Non contiene allergeni. Senza glutine.',
    storage: `${FRIDGE} Una volta aperto consumare entro 2 giorni.`,
    descr: [
      'Affettato tagliato sottile, dal gusto dolce e delicato.',
      'Perfetto per panini, taglieri e antipasti.',
    ],
    extended:
      'Togliere dal frigorifero 10 minuti prima di servire: il grasso si ammorbidisce e libera tutti gli aromi.',
  },
  salame: {
    nutrition: [415, 34, 12, 1.1, 0.5, 26, 4.3],
    ingredients:
      'Carne di suino, sale, vino, destrosio, spezie, aglio. Conservanti: nitrito di sodio, nitrato di potassio.',
    allergens: 'Contiene: solfiti. Senza glutine.',
    storage: 'Conservare in luogo fresco e asciutto; dopo il taglio in frigorifero.',
    descr: [
      'Salume stagionato secondo la tradizione delle valli bergamasche.',
      'Profumato e saporito, da affettare al momento.',
    ],
    extended:
      'Eliminare il budello prima del consumo. Si conserva meglio appeso, in un luogo fresco e ventilato.',
  },
  pane: {
    nutrition: [268, 1.4, 0.3, 55, 2.1, 9.2, 1.3],
    ingredients: 'Farina di grano tenero tipo 0, acqua, lievito naturale, sale.',
    allergens: 'Contiene: cereali contenenti glutine (frumento). Può contenere tracce di sesamo e soia.',
    storage: 'Conservare in un sacchetto di carta o di cotone; consumare preferibilmente in giornata.',
    descr: ['Pane sfornato ogni mattina da {b}.', 'Crosta croccante e mollica soffice.'],
    extended:
      'Per ravvivarlo il giorno dopo: qualche minuto in forno caldo a 180 °C dopo averlo leggermente inumidito.',
  },
  'pane-conf': {
    nutrition: [282, 5.1, 0.9, 49, 4.2, 8.9, 1.2],
    ingredients:
      'Farina di grano tenero tipo 0, acqua, olio di girasole, zucchero, lievito, sale. Conservante: sorbato di potassio.',
    allergens:
      'Contiene: cereali contenenti glutine (frumento). Può contenere tracce di latte, soia e sesamo.',
    storage: `${DRY} Dopo l'apertura richiudere bene la confezione.`,
    descr: [
      'Pane morbido confezionato, pratico per tutta la settimana.',
      'Ideale per toast, tramezzini e merende.',
    ],
    extended:
      'Si può congelare nella confezione originale: si scongela in pochi minuti a temperatura ambiente o nel tostapane.',
  },
  sostituti: {
    nutrition: [418, 11.5, 1.4, 68, 3.1, 11, 2.0],
    ingredients:
      "Farina di grano tenero tipo 0, olio extravergine di oliva (9%), lievito, sale, malto d'orzo.",
    allergens:
      'Contiene: cereali contenenti glutine (frumento, orzo). Può contenere tracce di sesamo, latte e frutta a guscio.',
    storage: DRY,
    descr: [
      'Croccanti e fragranti, pratici da portare sempre con sé.',
      'Per la merenda, lo spuntino o al posto del pane.',
    ],
    extended: "Dopo l'apertura chiudere bene la confezione per mantenere la fragranza.",
  },
  'verdure-surg': {
    nutrition: [31, 0.4, 0.1, 4.1, 2.0, 2.6, 0.05],
    ingredients: '{n} (100%).',
    allergens: NO_ALLERGENS,
    storage: FROZEN,
    descr: [
      'Verdure surgelate poche ore dopo la raccolta.',
      'Già pulite e pronte da cuocere, senza sprechi.',
    ],
    extended:
      'Cuocere direttamente da surgelato, senza scongelare: in padella 8-10 minuti o in acqua bollente 5-6 minuti.',
  },
  'pesce-surg': {
    nutrition: [92, 1.0, 0.2, 0.5, 0, 20, 0.6],
    ingredients: '{n} (100%). Glassatura: acqua.',
    allergens: 'Contiene: pesce.',
    storage: FROZEN,
    descr: ['Pesce surgelato a bordo subito dopo la pesca.', 'Pratico e già porzionato.'],
    extended:
      'Scongelare in frigorifero per alcune ore oppure cuocere direttamente da surgelato allungando i tempi di qualche minuto.',
  },
  gelato: {
    nutrition: [218, 11, 7.1, 26, 22.5, 3.6, 0.11],
    ingredients:
      "Latte scremato reidratato, zucchero, panna, sciroppo di glucosio, tuorlo d'uovo, emulsionanti: mono e digliceridi degli acidi grassi; stabilizzanti: farina di semi di carrube, guar.",
    allergens: 'Contiene: latte, uova. Può contenere tracce di frutta a guscio, soia e glutine.',
    storage: 'Conservare in freezer a -18 °C. Una volta scongelato non ricongelare.',
    descr: [
      'Gelato cremoso di {b}, preparato con latte fresco italiano.',
      'Il dessert pronto per ogni occasione.',
    ],
    extended: 'Togliere dal freezer 5 minuti prima di servire per una consistenza più morbida.',
  },
  'piatto-pronto': {
    nutrition: [198, 8.2, 3.6, 23, 2.8, 8.1, 1.0],
    ingredients:
      'Farina di grano tenero, pomodoro, mozzarella (latte), acqua, olio extravergine di oliva, sale, lievito, basilico.',
    allergens:
      'Contiene: cereali contenenti glutine (frumento), latte. Può contenere tracce di uova, pesce e soia.',
    storage: FROZEN,
    descr: [
      'Piatto pronto surgelato, come fatto in casa.',
      'Si prepara in forno o in padella in pochi minuti.',
    ],
    extended:
      'Cuocere in forno preriscaldato a 220 °C per 12-15 minuti, oppure seguire le indicazioni sulla confezione.',
  },
  acqua: {
    nutrition: null,
    ingredients: 'Acqua minerale naturale.',
    allergens: NO_ALLERGENS,
    storage:
      'Conservare in luogo fresco, asciutto e pulito, al riparo dalla luce solare e da fonti di calore.',
    descr: [
      'Acqua minerale imbottigliata alla sorgente da {b}.',
      'Leggera e a basso contenuto di sodio, per tutta la famiglia.',
    ],
    extended: "Residuo fisso a 180 °C: 42 mg/l. Indicata per l'alimentazione dei neonati.",
  },
  bibita: {
    nutrition: [41, 0, 0, 10.2, 10.2, 0, 0.01],
    ingredients:
      'Acqua, zucchero, anidride carbonica, succo di frutta da concentrato (12%), acidificante: acido citrico, aromi naturali.',
    allergens: NO_ALLERGENS,
    storage: DRY,
    descr: ['Bibita frizzante e dissetante di {b}.', 'Da servire ben fredda.'],
    extended: "Dopo l'apertura conservare in frigorifero e consumare entro 2 giorni.",
  },
  succo: {
    nutrition: [49, 0.1, 0, 11.5, 10.8, 0.4, 0.01],
    ingredients: 'Succo di frutta da concentrato, acqua, vitamina C.',
    allergens: NO_ALLERGENS,
    storage: `${DRY} Dopo l'apertura conservare in frigorifero e consumare entro 3 giorni.`,
    descr: ['Succo di frutta di {b}, ricco di vitamine.', 'Per una colazione piena di gusto.'],
    extended: "Agitare prima dell'uso: il deposito naturale della polpa è indice di genuinità.",
  },
  vino: {
    nutrition: [76, 0, 0, 0.6, 0.2, 0.1, 0.01],
    ingredients: 'Uve. Conservante: anidride solforosa.',
    allergens: 'Contiene: solfiti.',
    storage:
      'Conservare al riparo dalla luce a temperatura costante; le bottiglie con tappo di sughero vanno tenute coricate.',
    descr: ['Vino italiano selezionato da {b}.', 'Da abbinare a piatti della tradizione regionale.'],
    extended:
      'Servire a 16-18 °C i vini rossi, a 8-10 °C i bianchi e le bollicine. La vendita di alcolici è vietata ai minori di 18 anni.',
  },
  birra: {
    nutrition: [43, 0, 0, 3.6, 0.2, 0.5, 0.01],
    ingredients: "Acqua, malto d'orzo, mais, luppolo.",
    allergens: 'Contiene: cereali contenenti glutine (orzo).',
    storage: DRY,
    descr: ['Birra prodotta da {b} con ingredienti selezionati.', 'Da servire fresca, tra 4 e 7 °C.'],
    extended: 'Bere responsabilmente. La vendita di alcolici è vietata ai minori di 18 anni.',
  },
  caffe: {
    nutrition: [318, 14.5, 6.2, 3.9, 0, 13, 0.05],
    ingredients: 'Caffè tostato.',
    allergens: NO_ALLERGENS,
    storage: `${DRY} Dopo l'apertura conservare in un barattolo ermetico.`,
    descr: ['Caffè tostato a legna da {b}.', "Aroma intenso e corpo pieno, per la moka e l'espresso."],
    extended:
      'Una volta aperta la confezione il caffè perde aroma rapidamente: chiuderla bene e consumarla entro 10 giorni.',
  },
  te: {
    nutrition: [1, 0, 0, 0.2, 0, 0.1, 0],
    ingredients: '{n}: foglie e fiori essiccati (100%).',
    allergens: NO_ALLERGENS,
    storage: DRY,
    descr: ['Selezione di {b} in pratici filtri.', 'Per una pausa calda e rilassante.'],
    extended:
      'Lasciare in infusione 3-5 minuti in acqua a 90-95 °C. Valori nutrizionali riferiti a 100 ml di infuso.',
  },
  pasta: {
    nutrition: [356, 1.5, 0.3, 71, 3.5, 13, 0.01],
    ingredients: 'Semola di grano duro, acqua.',
    allergens: 'Contiene: cereali contenenti glutine (grano duro). Può contenere tracce di uova e soia.',
    storage: DRY,
    descr: [
      'Pasta di semola di grano duro trafilata al bronzo da {b}.',
      'Superficie ruvida che trattiene bene il condimento.',
    ],
    extended:
      'Cuocere in abbondante acqua salata (1 litro ogni 100 g). Tempo di cottura indicato sulla confezione; scolare al dente.',
  },
  'pasta-uovo': {
    nutrition: [368, 4.2, 1.3, 66, 2.5, 14.5, 0.08],
    ingredients: 'Semola di grano duro, uova fresche (25%).',
    allergens: 'Contiene: cereali contenenti glutine (grano duro), uova. Può contenere tracce di soia.',
    storage: DRY,
    descr: [
      "Pasta all'uovo sottile e porosa, come quella fatta in casa.",
      'Perfetta con ragù, burro e salvia o funghi.',
    ],
    extended: 'Cuocere in abbondante acqua salata per 3-4 minuti mescolando delicatamente.',
  },
  riso: {
    nutrition: [352, 0.6, 0.2, 79, 0.3, 7, 0.01],
    ingredients: 'Riso (100%).',
    allergens: 'Non contiene allergeni. Naturalmente senza glutine.',
    storage: DRY,
    descr: [
      'Riso coltivato in Lomellina e lavorato da {b}.',
      'Chicchi che tengono la cottura, per risotti e insalate.',
    ],
    extended: 'Per un risotto perfetto tostare il riso a secco e aggiungere il brodo caldo poco alla volta.',
  },
  pomodoro: {
    nutrition: [26, 0.2, 0.03, 4.2, 3.6, 1.2, 0.05],
    ingredients: 'Pomodoro (99%), sale.',
    allergens: NO_ALLERGENS,
    storage: `${DRY} Dopo l'apertura conservare in frigorifero e consumare entro 3 giorni.`,
    descr: ['Pomodoro 100% italiano, raccolto e lavorato in giornata.', 'La base per sughi, pizze e ragù.'],
    extended: 'Pomodoro coltivato in Italia e trasformato entro 24 ore dalla raccolta.',
  },
  sugo: {
    nutrition: [64, 3.2, 0.5, 6.1, 5.0, 1.6, 0.95],
    ingredients:
      'Polpa di pomodoro (80%), olio extravergine di oliva, cipolla, carote, sedano, sale, basilico.',
    allergens: 'Contiene: sedano.',
    storage: `${DRY} Dopo l'apertura conservare in frigorifero e consumare entro 3 giorni.`,
    descr: ['Sugo pronto preparato con pomodoro italiano.', 'Basta scaldarlo e condire la pasta.'],
    extended:
      'Scaldare in padella per 2-3 minuti; aggiungere un cucchiaio di acqua di cottura della pasta per renderlo più cremoso.',
  },
  pesto: {
    nutrition: [452, 45, 6.2, 5.3, 2.2, 5.4, 2.4],
    ingredients:
      'Olio di semi di girasole, basilico (30%), Grana Padano DOP (latte, sale, caglio), anacardi, olio extravergine di oliva, sale, aglio.',
    allergens: 'Contiene: latte, frutta a guscio (anacardi).',
    storage: `${DRY} Dopo l'apertura conservare in frigorifero coperto d'olio e consumare entro 5 giorni.`,
    descr: [
      'Pesto con basilico genovese e formaggio stagionato.',
      'Non va cotto: si aggiunge alla pasta appena scolata.',
    ],
    extended: 'Per un pesto più cremoso diluire con un cucchiaio di acqua di cottura della pasta.',
  },
  tonno: {
    nutrition: [192, 10.5, 1.8, 0, 0, 25, 1.0],
    ingredients: 'Tonno, olio di oliva, sale.',
    allergens: 'Contiene: pesce.',
    storage: DRY,
    descr: [
      'Tonno pescato con metodi sostenibili e lavorato a mano.',
      'Tenero e compatto, per insalate e primi piatti.',
    ],
    extended: 'Specie: Thunnus albacares. Zona di pesca FAO 51, Oceano Indiano occidentale.',
  },
  legumi: {
    nutrition: [92, 0.6, 0.1, 13, 0.6, 6.6, 0.6],
    ingredients: '{n}, acqua, sale.',
    allergens: NO_ALLERGENS,
    storage: `${DRY} Dopo l'apertura conservare in frigorifero.`,
    descr: ["Legumi italiani pronti all'uso.", 'Fonte di proteine vegetali e di fibre.'],
    extended: "Sciacquare prima dell'uso. Ottimi in insalata, nelle zuppe o frullati in crema.",
  },
  conserva: {
    nutrition: [180, 16, 2.2, 4.5, 1.8, 2.1, 1.2],
    ingredients:
      '{n}, olio di semi di girasole, aceto di vino, sale, prezzemolo. Acidificante: acido citrico.',
    allergens: 'Contiene: solfiti.',
    storage: `${DRY} Dopo l'apertura conservare in frigorifero coperto d'olio.`,
    descr: ['Conserva preparata con verdure italiane.', 'Ideale per antipasti e contorni veloci.'],
    extended: 'Sgocciolare bene prima di servire.',
  },
  olio: {
    nutrition: [824, 91.6, 14, 0, 0, 0, 0],
    ingredients: '{n} (100%).',
    allergens: NO_ALLERGENS,
    storage: 'Conservare al riparo dalla luce e da fonti di calore, a temperatura tra 12 e 25 °C.',
    descr: [
      'Olio ottenuto da olive raccolte e molite in giornata.',
      'Fruttato e armonico, perfetto a crudo.',
    ],
    extended:
      'Olio di categoria superiore ottenuto direttamente dalle olive e unicamente mediante procedimenti meccanici.',
  },
  aceto: {
    nutrition: [22, 0, 0, 1.2, 0.6, 0, 0.02],
    ingredients: '{n}. Contiene solfiti.',
    allergens: 'Contiene: solfiti.',
    storage: DRY,
    descr: ['Aceto dal gusto equilibrato per condire insalate e verdure.', 'Prodotto in Italia.'],
    extended: 'Acidità 6%. Il deposito sul fondo è naturale e non altera la qualità del prodotto.',
  },
  farina: {
    nutrition: [341, 1.0, 0.2, 71, 1.6, 11, 0.01],
    ingredients: '{n} (100%).',
    allergens: 'Contiene: cereali contenenti glutine (frumento).',
    storage: DRY,
    descr: ['Farina macinata a pietra da {b}.', 'Per pane, pizza, pasta fresca e dolci fatti in casa.'],
    extended: 'W 180-200: adatta a lievitazioni brevi e a impasti per dolci.',
  },
  zucchero: {
    nutrition: [400, 0, 0, 100, 100, 0, 0],
    ingredients: '{n} (100%).',
    allergens: NO_ALLERGENS,
    storage: DRY,
    descr: ['Zucchero cristallino dalla dolcezza pulita.', 'Per dolci, bevande e conserve.'],
    extended: "Conservato all'asciutto non scade: la data indicata è un termine minimo di conservazione.",
  },
  biscotti: {
    nutrition: [468, 18, 6.1, 68, 24, 7.1, 0.6],
    ingredients:
      'Farina di frumento, zucchero, burro (latte), uova, sciroppo di glucosio, agenti lievitanti, sale, aromi.',
    allergens:
      'Contiene: cereali contenenti glutine (frumento), latte, uova. Può contenere tracce di frutta a guscio e soia.',
    storage: DRY,
    descr: [
      'Biscotti friabili di {b}, come quelli della nonna.',
      'Per la colazione e la merenda di tutta la famiglia.',
    ],
    extended: "Senza olio di palma. Dopo l'apertura richiudere la confezione per mantenere la fragranza.",
  },
  cereali: {
    nutrition: [381, 3.2, 0.6, 80, 19, 7.8, 0.9],
    ingredients:
      "Cereali (mais, frumento, avena), zucchero, frutta disidratata, sale, estratto di malto d'orzo.",
    allergens:
      'Contiene: cereali contenenti glutine (frumento, orzo, avena). Può contenere tracce di frutta a guscio.',
    storage: DRY,
    descr: ['Cereali croccanti per iniziare la giornata.', 'Da gustare con latte o yogurt.'],
    extended: 'Una porzione (30 g) con 125 ml di latte parzialmente scremato fornisce circa 170 kcal.',
  },
  marmellata: {
    nutrition: [242, 0.1, 0, 59, 56, 0.4, 0.02],
    ingredients: 'Frutta (55%), zucchero, gelificante: pectina; correttore di acidità: acido citrico.',
    allergens: NO_ALLERGENS,
    storage: `${DRY} Dopo l'apertura conservare in frigorifero.`,
    descr: ['Preparata con frutta italiana selezionata.', 'Sul pane, nelle crostate o con lo yogurt.'],
    extended: 'Frutta utilizzata: 55 g per 100 g di prodotto. Zuccheri totali: 59 g per 100 g.',
  },
  crema: {
    nutrition: [538, 31, 9.8, 56, 54, 6.3, 0.11],
    ingredients:
      'Zucchero, nocciole (20%), olio di girasole, latte scremato in polvere, cacao magro (7%), emulsionante: lecitina di soia, vanillina.',
    allergens: 'Contiene: latte, nocciole, soia. Può contenere tracce di altra frutta a guscio.',
    storage: 'Conservare a temperatura ambiente, lontano da fonti di calore.',
    descr: ['Crema spalmabile con nocciole italiane.', 'Senza olio di palma.'],
    extended: 'Non conservare in frigorifero: la crema diventa dura e difficile da spalmare.',
  },
  snack: {
    nutrition: [532, 33, 3.4, 51, 0.6, 6.4, 1.3],
    ingredients: 'Patate, olio di semi di girasole, sale.',
    allergens: 'Può contenere tracce di cereali contenenti glutine e latte.',
    storage: DRY,
    descr: ["Snack croccante per l'aperitivo e le feste.", 'Da condividere in compagnia.'],
    extended: 'Fritte in olio di girasole alto oleico.',
  },
  'frutta-secca': {
    nutrition: [598, 51, 4.8, 9.8, 4.2, 21, 0.01],
    ingredients: '{n} (100%).',
    allergens: 'Contiene: frutta a guscio. Può contenere tracce di arachidi e sesamo.',
    storage: DRY,
    descr: ['Frutta secca selezionata, fonte di grassi buoni.', 'Per uno spuntino energetico.'],
    extended: 'Una porzione consigliata è di circa 30 g al giorno.',
  },
  cioccolato: {
    nutrition: [542, 32, 19, 52, 47, 7.2, 0.2],
    ingredients:
      'Zucchero, burro di cacao, latte intero in polvere, pasta di cacao, nocciole, emulsionante: lecitina di soia, aroma naturale di vaniglia.',
    allergens: 'Contiene: latte, nocciole, soia. Può contenere tracce di altra frutta a guscio.',
    storage: 'Conservare in luogo fresco e asciutto, a temperatura inferiore a 20 °C.',
    descr: ['Cioccolato di {b}, lavorato con cacao selezionato.', 'Un piccolo piacere per ogni momento.'],
    extended: 'Cacao minimo 30% nel cioccolato al latte, 70% nel fondente.',
  },
  'baby-food': {
    nutrition: [78, 1.8, 0.5, 10.5, 3.2, 4.1, 0.08],
    ingredients: 'Frutta o carne (40%), acqua, amido di riso, olio extravergine di oliva.',
    allergens: 'Può contenere tracce di latte.',
    storage: `${DRY} Dopo l'apertura conservare in frigorifero e consumare entro 24 ore.`,
    descr: ['Pappa studiata per i più piccoli dal quarto mese.', 'Senza sale e zuccheri aggiunti.'],
    extended: 'Consultare il pediatra per introdurre nuovi alimenti nella dieta del bambino.',
  },
  // Non-food: no nutrition, no allergens.
  detersivo: {
    nutrition: null,
    ingredients: null,
    allergens: null,
    storage: NONFOOD_STORAGE,
    descr: ['Pulito brillante e profumo di fresco con {b}.', 'Formula efficace anche a basse temperature.'],
    extended:
      "Attenzione: può provocare irritazione oculare. Leggere attentamente l'etichetta prima dell'uso.",
  },
  carta: {
    nutrition: null,
    ingredients: null,
    allergens: null,
    storage: 'Conservare in luogo asciutto.',
    descr: ['Morbida e resistente, in carta da fibre certificate.', 'Confezione con plastica riciclata.'],
    extended: 'Carta prodotta con fibre da foreste gestite in modo responsabile.',
  },
  cosmetico: {
    nutrition: null,
    ingredients: null,
    allergens: null,
    storage: NONFOOD_STORAGE,
    descr: ['Formula delicata di {b}, dermatologicamente testata.', 'Con estratti di origine naturale.'],
    extended: 'Solo per uso esterno. Evitare il contatto con gli occhi.',
  },
  'pet-cane': {
    nutrition: null,
    ingredients:
      'Carni e derivati (di cui pollo 14%), cereali, oli e grassi, sottoprodotti di origine vegetale, minerali.',
    allergens: null,
    storage: "Conservare in luogo fresco e asciutto. Dopo l'apertura richiudere la confezione.",
    descr: ['Alimento completo per cani di {b}.', 'Con vitamine e minerali per il benessere quotidiano.'],
    extended:
      'Lasciare sempre a disposizione acqua fresca. Le dosi giornaliere sono indicate sulla confezione.',
  },
  'pet-gatto': {
    nutrition: null,
    ingredients:
      'Carni e derivati, pesce e sottoprodotti del pesce (di cui tonno 4%), cereali, minerali, zuccheri.',
    allergens: null,
    storage:
      "Conservare in luogo fresco e asciutto. Dopo l'apertura conservare in frigorifero per massimo 24 ore.",
    descr: ['Alimento per gatti adulti di {b}.', 'Appetibile e bilanciato, con taurina.'],
    extended: 'Lasciare sempre a disposizione acqua fresca.',
  },
  pannolino: {
    nutrition: null,
    ingredients: null,
    allergens: null,
    storage: 'Conservare in luogo asciutto.',
    descr: ['Pannolini morbidi e traspiranti di {b}.', 'Fino a 12 ore di asciutto.'],
    extended: 'Dermatologicamente testati. Senza profumo.',
  },
};
