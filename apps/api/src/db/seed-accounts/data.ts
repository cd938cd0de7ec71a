import { DEMO_STORES } from '../seed-delivery/stores.js';

/**
 * Demo accounts (listed in the README). Codes carry real check characters: the fiscal codes and
 * VAT numbers pass the checksum, the loyalty cards are valid EAN-13.
 */
export const DEMO_PASSWORD = 'Spesa2026!';

export interface DemoAccount {
  email: string;
  userTypeId: 1 | 2;
  firstName: string;
  lastName: string;
  fiscalCode: string | null;
  vatCode?: string;
  companyName?: string;
  pec?: string;
  sdiCode?: string;
  phone: string;
  mfa: boolean;
  card?: { code: string; points: number };
  billing: { address1: string; addressNumber: string; city: string; province: string; postalcode: string };
  /** 'staff' for the shop's own people (decision 0043), 'agent' for agents (decision 0122); customers have none. */
  staffRole?: 'staff' | 'agent';
  /** An agent's customers, by e-mail (decision 0122). */
  agentOf?: string[];
  /** "Consenti all'assistenza clienti di operare sul mio account" answered yes (decision 0122). */
  staffAssistance?: boolean;
  /** The customer's internal code. */
  codInt?: string;
  /** The stores a staff account works for (decision 0058): its order calls see only their orders. */
  staffStores?: number[];
}

/** The shop's office: the billing address of its people's accounts. */
const SHOP_OFFICE = {
  address1: 'Via Milano',
  addressNumber: '1',
  city: 'Como',
  province: 'CO',
  postalcode: '22100',
};

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    email: 'mario.rossi@example.com',
    userTypeId: 1,
    firstName: 'Mario',
    lastName: 'Rossi',
    fiscalCode: 'RSSMRA80A01H501U',
    phone: '3331234567',
    mfa: false,
    card: { code: '2700000000014', points: 1250 },
    staffAssistance: true,
    billing: {
      address1: 'Via Dante',
      addressNumber: '12',
      city: 'Milano',
      province: 'MI',
      postalcode: '20121',
    },
  },
  {
    email: 'ristorante@example.com',
    userTypeId: 2,
    firstName: 'Luca',
    lastName: 'Ferrari',
    fiscalCode: null,
    vatCode: '12345678903',
    companyName: 'Ristorante Il Gusto S.r.l.',
    pec: 'ilgusto@pec.it',
    sdiCode: 'M5UXCR1',
    phone: '0351234567',
    mfa: false,
    staffAssistance: true,
    codInt: 'C000001',
    billing: {
      address1: 'Via XX Settembre',
      addressNumber: '5',
      city: 'Bergamo',
      province: 'BG',
      postalcode: '24122',
    },
  },
  {
    email: 'giulia.bianchi@example.com',
    userTypeId: 1,
    firstName: 'Giulia',
    lastName: 'Bianchi',
    fiscalCode: 'BNCGLI85M41F205B',
    phone: '3479876543',
    mfa: true,
    billing: {
      address1: 'Corso Como',
      addressNumber: '8',
      city: 'Como',
      province: 'CO',
      postalcode: '22100',
    },
  },
  {
    // The shop's picker: takes orders in charge, records weights, marks them ready (/staff calls).
    email: 'staff@example.com',
    userTypeId: 1,
    firstName: 'Paola',
    lastName: 'Galli',
    fiscalCode: null,
    phone: '0312345678',
    mfa: false,
    staffRole: 'staff',
    // Every demo store, so any demo order can be picked; staff.como@example.com shows the scoping.
    staffStores: DEMO_STORES.map((st) => st.storeId),
    billing: {
      address1: 'Via Milano',
      addressNumber: '1',
      city: 'Como',
      province: 'CO',
      postalcode: '22100',
    },
  },
  {
    // A picker of another store (Como Centro): shows that staff see only their own stores' orders.
    email: 'staff.como@example.com',
    userTypeId: 1,
    firstName: 'Luca',
    lastName: 'Ferri',
    fiscalCode: null,
    phone: '0312345679',
    mfa: false,
    staffRole: 'staff',
    staffStores: [10],
    billing: {
      address1: 'Via Alessandro Volta',
      addressNumber: '5',
      city: 'Como',
      province: 'CO',
      postalcode: '22100',
    },
  },
  {
    // Writes price-list proposals for business customers (role price_list_create in price_list_role,
    // decision 0116); not shop staff.
    email: 'listini@example.com',
    userTypeId: 1,
    firstName: 'Marta',
    lastName: 'Colombo',
    fiscalCode: null,
    phone: '0312345680',
    mfa: false,
    billing: {
      address1: 'Via Milano',
      addressNumber: '1',
      city: 'Como',
      province: 'CO',
      postalcode: '22100',
    },
  },
  {
    // Approves or refuses others' price-list proposals (role price_list_approve, decision 0116).
    email: 'approvatore@example.com',
    userTypeId: 1,
    firstName: 'Giorgio',
    lastName: 'Riva',
    fiscalCode: null,
    phone: '0312345681',
    mfa: false,
    billing: {
      address1: 'Via Milano',
      addressNumber: '1',
      city: 'Como',
      province: 'CO',
      postalcode: '22100',
    },
  },
  {
    // Customer service (decision 0122): logs in to the staff area with the e-mailed code, finds a
    // customer and acts for them (cart, checkout, orders); no store to pick for.
    email: 'assistenza@example.com',
    userTypeId: 1,
    firstName: 'Sara',
    lastName: 'Brambilla',
    fiscalCode: null,
    phone: '0312345682',
    mfa: false,
    staffRole: 'staff',
    billing: SHOP_OFFICE,
  },
  {
    // An agent (decision 0122): finds and orders for the two customers assigned to them only.
    email: 'agente@example.com',
    userTypeId: 1,
    firstName: 'Franco',
    lastName: 'Sala',
    fiscalCode: null,
    phone: '0312345683',
    mfa: false,
    staffRole: 'agent',
    agentOf: ['ristorante@example.com', 'mario.rossi@example.com'],
    billing: SHOP_OFFICE,
  },
];

/** Loyalty cards not yet linked to an account: register with card + the holder's code. */
export const FREE_CARDS = [
  { card_code: '2700000000021', holder_tax_code: 'VRDLCU75C15L219T', points: 300 },
  { card_code: '2700000000038', holder_tax_code: 'NRIFNC90D52F839N', points: 0 },
  { card_code: '2700000000045', holder_tax_code: '01234567897', points: 80 },
];
