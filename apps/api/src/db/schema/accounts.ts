import type { ColumnType, Generated } from 'kysely';

// Account tables (migration 0002). Timestamps are UTC ISO strings; flags are 0/1.

/** A shop account. The e-mail (lower case) is the username; `Generated` ids come from the database. */
export interface UserAccountTable {
  user_id: Generated<number>;
  email: string;
  /** Self-describing scrypt hash (`scrypt$N$r$p$salt$hash`); '!' when the account can no longer log in. */
  password_hash: string;
  /** 1 private customer, 2 business customer. */
  user_type_id: number;
  first_name: string;
  last_name: string;
  fiscal_code: string | null;
  vat_code: string | null;
  company_name: string | null;
  pec: string | null;
  sdi_code: string | null;
  phone: string | null;
  mobile_phone: string | null;
  billing_address1: string | null;
  billing_address_number: string | null;
  billing_city: string | null;
  billing_province: string | null;
  billing_postalcode: string | null;
  mfa_enabled: number;
  beta_tester: number;
  company_id: number | null;
  default_store_address_id: number | null;
  default_delivery_address_id: number | null;
  /** null until the e-mail is confirmed: such an account cannot log in. */
  confirmed_at: string | null;
  anonymized_at: string | null;
  created_at: string;
  updated_at: string;
  /**
   * null: a customer; 'staff': may use the staff calls (migration 0011, decision 0043); 'agent':
   * searches and acts for the customers assigned to them only (migration 0043, decision 0122).
   */
  staff_role: string | null;
  /**
   * Migration 0043: the customer's answer to "Consenti all'assistenza clienti di operare sul mio
   * account" (1 yes, 0 no); null: not given, the shop's setting decides. Optional on insert.
   */
  staff_assistance: ColumnType<number | null, number | null | undefined, number | null>;
  /** Migration 0043: the customer's internal code (unique when set). Optional on insert. */
  cod_int: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A customer assigned to an agent (migration 0043, decision 0122). */
export interface StaffCustomerTable {
  staff_user_id: number;
  customer_user_id: number;
  created_at: string;
}

/** A store a staff member works for (migration 0018, decision 0058). */
export interface StaffStoreTable {
  user_id: number;
  store_id: number;
  created_at: string;
}

export interface UserPersonInfoTable {
  user_id: number;
  person_info_type_id: number;
  value: string;
}

/** Loyalty (CAMI points) card; `holder_tax_code` is the fiscal code or VAT the card was issued to. */
export interface FidelityCardTable {
  card_code: string;
  holder_tax_code: string;
  user_id: number | null;
  points: number;
  active: number;
  created_at: string;
}

/** A session; the id is the SHA-256 of the opaque token, the token itself is never stored. */
export interface SessionTable {
  session_id: string;
  /** null: a visitor's pre-login session that only carries an MFA challenge. */
  user_id: number | null;
  created_at: string;
  last_seen_at: string;
  idle_expires_at: string;
  absolute_expires_at: string;
  remember_me: number;
  revoked_at: string | null;
  ip: string | null;
  user_agent: string | null;
  /** Migration 0043: 1 for a session opened by backoffice-access/sso-login (decision 0122). */
  backoffice: ColumnType<number, number | undefined, number>;
  /** Migration 0043: the customer this staff session acts for, and since when (decision 0122). */
  acting_user_id: ColumnType<number | null, number | null | undefined, number | null>;
  acting_since: ColumnType<string | null, string | null | undefined, string | null>;
}

/** One e-mailed login code, bound to the session of the login attempt that asked for it. */
export interface LoginChallengeTable {
  challenge_id: Generated<number>;
  user_id: number;
  session_id: string;
  code_hash: string;
  created_at: string;
  expires_at: string;
  attempts: number;
  used_at: string | null;
  /** Set when a resend replaced this code. */
  invalidated_at: string | null;
}

/** Login outcomes counted in SQL for the rate limits (works across instances). */
export interface LoginAttemptTable {
  attempt_id: Generated<number>;
  /** SHA-256 of the normalised login, so unknown e-mails are not stored in clear. */
  login_key: string;
  ip: string;
  succeeded: number;
  created_at: string;
}

/** Single-use e-mailed tokens: 'confirm', 'reset', 'email_change', 'anonymize'. Stored hashed. */
export interface AccountTokenTable {
  token_id: Generated<number>;
  user_id: number;
  purpose: string;
  token_hash: string;
  new_email: string | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** A consent text; a new text is a new row (new id and version), the old one made inactive. */
export interface RegistrationDisclaimerTable {
  registration_disclaimer_id: number;
  store_id: number;
  registration_module_type_id: number;
  code: string;
  version: number;
  title: string;
  body: string;
  required: number;
  position: number;
  active: number;
}

/** Append-only record of consent choices; user_id is set to null by GDPR erasure. */
export interface UserDisclaimerTable {
  user_disclaimer_id: Generated<number>;
  user_id: number | null;
  registration_disclaimer_id: number;
  accepted: number;
  recorded_at: string;
  source: string;
}

export interface UserPersonFiscalTable {
  person_fiscal_id: Generated<number>;
  user_id: number;
  first_name: string | null;
  last_name: string | null;
  company_name: string | null;
  fiscal_code: string | null;
  vat_code: string | null;
  pec: string | null;
  sdi_code: string | null;
  address1: string;
  address_number: string;
  city: string;
  province: string;
  postalcode: string;
  created_at: string;
}

/** Development outbox: where e-mails go when no SMTP server is configured. */
export interface MailOutboxTable {
  id: Generated<number>;
  to: string;
  subject: string;
  text: string;
  html: string;
  created_at: string;
  /** `[{ filename, contentType, size }]` (migration 0020). */
  attachments_json: Generated<string>;
}
