import type { Generated } from 'kysely';

// External logins and background jobs (migration 0004). Timestamps are UTC ISO strings.

/** A provider's user (Google `sub`, Facebook id, SAML NameID) linked to a shop account. */
export interface UserIdentityTable {
  identity_id: Generated<number>;
  /** 'google' | 'facebook' | 'saml'. */
  provider: string;
  subject: string;
  user_id: number;
  email: string | null;
  created_at: string;
  last_login_at: string | null;
}

/**
 * A redirect to an identity provider in progress. `request_id` is the SHA-256 of the OAuth state
 * or of the SAML request id. `profile_json` holds the provider's profile when it had no shop
 * account yet, for the registration form (GET social_user_detail), bound to `session_id`.
 */
export interface SsoRequestTable {
  request_id: string;
  provider: string;
  code_verifier: string | null;
  relay_state_url: string | null;
  session_id: string | null;
  /** SAML: SHA-256 of the random value in the starting browser's cookie (decision 0022). */
  browser_hash: string | null;
  profile_json: string | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** One run of background work (see modules/jobs). */
export interface JobTable {
  job_id: Generated<number>;
  kind: string;
  payload_json: string;
  run_at: string;
  attempts: number;
  locked_until: string | null;
  done_at: string | null;
  last_error: string | null;
  created_at: string;
  /** One pending job per key (migration 0037); null for jobs enqueued without one. */
  job_key: string | null;
}
