import type { DbOrTx } from '../../db/transaction.js';
import { loginKey } from './auth.rules.js';
import { deleteIdentitiesOf } from './external-login/identities.repository.js';
import { deleteRequestsOf } from './external-login/sso-request.repository.js';

/**
 * GDPR erasure (decision 0007) as a list of steps run in one transaction. Each area that keeps
 * personal data adds its own step, deleting only its own rows (delivery, cart, lists, mail: wired
 * in app.ts) (the orders area will pseudonymise its order and invoice
 * rows: keep the row for the tax records, drop names, addresses and phone numbers).
 */
export interface ErasureStep {
  name: string;
  run(trx: DbOrTx, subject: ErasureSubject): Promise<void>;
}

export interface ErasureSubject {
  userId: number;
  /** The address before erasure (rows keyed by it are found with it). */
  email: string;
  /** When the erasure happens (ISO). */
  at: string;
}

/** The address an erased account keeps: unique, and undeliverable by RFC 2606. */
export const anonymousEmail = (userId: number) => `anonimo-${userId}@invalid`;

export const accountErasureSteps: ErasureStep[] = [
  {
    name: 'person-infos',
    run: (t, s) =>
      t.kysely
        .deleteFrom('user_person_info')
        .where('user_id', '=', s.userId)
        .execute()
        .then(() => {}),
  },
  {
    name: 'fiscal-persons',
    run: (t, s) =>
      t.kysely
        .deleteFrom('user_person_fiscal')
        .where('user_id', '=', s.userId)
        .execute()
        .then(() => {}),
  },
  // Consent records stay as the legal record of what was shown and answered, no longer linked to a person.
  {
    name: 'consents',
    run: (t, s) =>
      t.kysely
        .updateTable('user_disclaimer')
        .set({ user_id: null })
        .where('user_id', '=', s.userId)
        .execute()
        .then(() => {}),
  },
  // The card (and its points) stays in the loyalty system, no longer linked to the account.
  {
    name: 'fidelity-card',
    run: (t, s) =>
      t.kysely
        .updateTable('fidelity_card')
        .set({ user_id: null })
        .where('user_id', '=', s.userId)
        .execute()
        .then(() => {}),
  },
  {
    name: 'tokens',
    run: (t, s) =>
      t.kysely
        .deleteFrom('account_token')
        .where('user_id', '=', s.userId)
        .execute()
        .then(() => {}),
  },
  {
    name: 'login-codes',
    run: (t, s) =>
      t.kysely
        .deleteFrom('login_challenge')
        .where('user_id', '=', s.userId)
        .execute()
        .then(() => {}),
  },
  {
    name: 'login-attempts',
    run: (t, s) =>
      t.kysely
        .deleteFrom('login_attempt')
        .where('login_key', '=', loginKey(s.email))
        .execute()
        .then(() => {}),
  },
  // Links to Google, Facebook and SAML users, and provider profiles still waiting (decision 0014).
  { name: 'external-identities', run: (t, s) => deleteIdentitiesOf(t, s.userId) },
  { name: 'external-login-requests', run: (t, s) => deleteRequestsOf(t, s.userId, s.email) },
  {
    name: 'sessions',
    run: (t, s) =>
      t.kysely
        .updateTable('session')
        .set((eb) => ({ revoked_at: eb.fn.coalesce('revoked_at', eb.val(s.at)), ip: null, user_agent: null }))
        .where('user_id', '=', s.userId)
        .execute()
        .then(() => {}),
  },
];

/** Last: the account row itself keeps only its id, type and dates. */
export const accountRowErasure: ErasureStep = {
  name: 'account',
  run: async (t, s) => {
    await t.kysely
      .updateTable('user_account')
      .set({
        email: anonymousEmail(s.userId),
        password_hash: '!',
        first_name: 'Anonimo',
        last_name: '',
        fiscal_code: null,
        vat_code: null,
        company_name: null,
        pec: null,
        sdi_code: null,
        phone: null,
        mobile_phone: null,
        billing_address1: null,
        billing_address_number: null,
        billing_city: null,
        billing_province: null,
        billing_postalcode: null,
        mfa_enabled: 0,
        default_store_address_id: null,
        default_delivery_address_id: null,
        anonymized_at: s.at,
        updated_at: s.at,
      })
      .where('user_id', '=', s.userId)
      .execute();
  },
};
