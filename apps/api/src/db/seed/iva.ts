/**
 * VAT (IVA) rates of the demo catalogue, per leaf category, with a few item overrides
 * (`iva4` / `iva10` / `iva22` flags in the templates). Based on DPR 633/1972, Tabella A; where the
 * law is finer-grained than a demo needs, the choice is written here.
 *
 * | rate | what                                                                               |
 * |------|------------------------------------------------------------------------------------|
 * |  4 % | fresh fruit and vegetables (also frozen vegetables), bread and bread substitutes,  |
 * |      | milk, cheese, butter and cream, pasta, rice, flour, olive oil, tomato preserves,   |
 * |      | dried legumes                                                                      |
 * | 10 % | meat, fish, molluscs, eggs, cured meats, yogurt, frozen fish and ready meals, ice  |
 * |      | cream, sauces and canned goods, seed oils, vinegar, sugar, biscuits, breakfast     |
 * |      | cereals, jams, snacks and chocolate, baby food (choice: 10 %, baby pasta 4 %)      |
 * | 22 % | mineral water, soft drinks, juices, wine, beer, coffee and tea (choice: tea at 22  |
 * |      | % like coffee), household goods, personal care, pet food, diapers                  |
 */
export type { Iva } from './templates/leaf.js';

export const VAT_RATES = [4, 10, 22] as const;
