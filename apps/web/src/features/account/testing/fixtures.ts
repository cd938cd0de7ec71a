import type { AccountUser, RegistrationDisclaimer } from '@spesa/domain';

export const MARIO: AccountUser = {
  userId: 1,
  firstName: 'Mario',
  lastName: 'Rossi',
  email: 'mario.rossi@example.com',
  fidelityCard: '2700000000014',
  userType: { userTypeId: '1' },
  legals: [],
  crmUserSegments: [],
  profile: { level: 2 },
  betaTester: '0',
  hasFavorites: false,
  defaultStoreAddressId: null,
  defaultDeliveryAddressId: null,
  companyId: null,
  giftCertificatesReceived: [],
};

const disclaimer = (id: number, code: string, title: string, required: boolean): RegistrationDisclaimer => ({
  registrationDisclaimerId: id,
  registrationModuleTypeId: 2,
  code,
  title,
  text: `<p>Testo di ${title} <a href="/page/${code.toLowerCase()}">leggi</a></p>`,
  version: 1,
  required,
  position: id,
});

export const DISCLAIMERS: RegistrationDisclaimer[] = [
  disclaimer(1, 'TERMS_OF_SALE', 'Condizioni generali di vendita', true),
  disclaimer(2, 'PRIVACY', 'Informativa sulla privacy', true),
  disclaimer(3, 'LOYALTY', 'Programma fedeltà CAMI', false),
  disclaimer(4, 'MARKETING', 'Comunicazioni commerciali', false),
];
