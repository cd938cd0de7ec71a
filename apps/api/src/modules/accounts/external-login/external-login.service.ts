import { socialUserDetailSchema, type SocialUserDetail, type SsoProvider } from '@spesa/domain';
import { inTransaction, type DbOrTx, type Tx } from '../../../db/transaction.js';
import type { Clock } from '../../../lib/clock.js';
import type { IssuedSession } from '../../../lib/session.js';
import { hashToken, newToken } from '../crypto.js';
import * as users from '../users.repository.js';
import type { UserRow } from '../users.repository.js';
import type { ClientMeta, SessionService } from '../session.service.js';
import * as requests from './sso-request.repository.js';
import * as identities from './identities.repository.js';
import { SSO_RULES, SsoError, type ExternalProfile } from './external-login.rules.js';
import type { Mailer } from '../../mail/index.js';
import { mails } from '../mails.js';
import type { VisitorCartMerge } from '../auth.service.js';

/** The names a notice e-mail gives the providers. */
export const PROVIDER_NAMES: Record<SsoProvider, string> = {
  google: 'Google',
  facebook: 'Facebook',
  saml: 'SSO aziendale',
};

export type { ConsumedRequest } from './sso-request.repository.js';

/** The browser finishing a login: its session (if any) and where it connects from. */
export interface SsoClient extends ClientMeta {
  sessionId: string | null;
}

export type SsoOutcome =
  /** Logged in: a new session for the account. */
  | { kind: 'login'; user: UserRow; issued: IssuedSession }
  /** No account yet: the profile waits for registration; `issued` when the visitor needed a session. */
  | { kind: 'register'; issued?: IssuedSession };

/** How a login through a provider ends: where the browser goes back, and with what. */
export type SsoEnd = { relay: string } & ({ outcome: SsoOutcome } | { error: SsoError });

/** The profile kept for the registration form: the contract's shape plus the provider's id. */
interface PendingProfile extends SocialUserDetail {
  subject: string;
}

/**
 * Logins through Google, Facebook and SAML after the provider has answered (decision 0014): a
 * linked provider user logs in; a verified e-mail of an existing account links it; otherwise the
 * profile waits for registration in the browser's session.
 */
export class ExternalLoginService {
  constructor(
    private readonly clock: Clock,
    private readonly sessions: SessionService,
    private readonly mailer: Mailer,
    private readonly mergeVisitorCart?: VisitorCartMerge,
  ) {}

  /** A redirect to a provider begins; `key` is the OAuth state or the SAML request id (stored hashed). */
  async begin(
    db: DbOrTx,
    key: string,
    provider: SsoProvider,
    opts: { relay: string; sessionId: string | null; codeVerifier?: string; browserHash?: string },
  ): Promise<void> {
    const now = this.clock.now();
    await requests.insertRequest(db, {
      request_id: hashToken(key),
      provider,
      code_verifier: opts.codeVerifier ?? null,
      relay_state_url: opts.relay,
      session_id: opts.sessionId,
      browser_hash: opts.browserHash ?? null,
      profile_json: null,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + SSO_RULES.requestTtlMs).toISOString(),
      used_at: null,
    });
  }

  /** The provider's answer takes its login in progress, once; undefined when unknown, expired or used. */
  consume(db: DbOrTx, key: string, provider: SsoProvider) {
    return requests.consumeRequest(db, hashToken(key), provider, this.clock.now().toISOString());
  }

  /** When the login in progress began, while it is still open. */
  openSince(db: DbOrTx, key: string, provider: SsoProvider): Promise<string | undefined> {
    return requests.openRequestCreatedAt(db, hashToken(key), provider, this.clock.now().toISOString());
  }

  /**
   * After the provider has answered (no call outside the database is left): logs in, links or
   * holds the profile, in the caller's transaction with the notice e-mail.
   */
  async finish(db: Tx, profile: ExternalProfile, client: SsoClient): Promise<SsoOutcome> {
    const linked = await this.linkedUser(db, profile);
    if (linked) return this.login(db, linked, client);
    if (!profile.email || !profile.emailVerified) throw new SsoError('SSO_EMAIL_MISSING');
    const owner = await users.findUserByEmail(db, profile.email);
    if (owner && owner.anonymized_at === null) return this.login(db, await this.link(db, owner, profile), client);
    return this.holdForRegistration(db, profile, client);
  }

  /** The account this provider user is linked to; its last login is recorded. */
  private async linkedUser(db: Tx, profile: ExternalProfile): Promise<UserRow | undefined> {
    const identity = await identities.findIdentity(db, profile.provider, profile.subject);
    const user = identity ? await users.findUserById(db, identity.user_id) : undefined;
    if (identity && user)
      await identities.touchIdentity(db, identity.identity_id, this.clock.now().toISOString());
    return user;
  }

  /**
   * Links the provider user to the account of its verified e-mail. An account never confirmed
   * becomes confirmed (the provider verified the address) and loses its password: whoever
   * registered it without confirming may not be its owner, and must not keep a way in
   * ("pre-hijacking"); the owner can set a password with "password dimenticata".
   */
  private async link(tx: Tx, user: UserRow, profile: ExternalProfile): Promise<UserRow> {
    const now = this.clock.now().toISOString();
    await this.insertIdentity(tx, user.user_id, profile, now);
    if (user.confirmed_at === null)
      await users.updateUser(tx, user.user_id, { confirmed_at: now, password_hash: '!', updated_at: now });
    const linked = (await users.findUserById(tx, user.user_id)) ?? user;
    // The owner hears of a new way into the account, as after a password change.
    await this.mailer.send(tx, mails.identityLinked(linked.email, PROVIDER_NAMES[profile.provider]));
    return linked;
  }

  private async insertIdentity(
    trx: DbOrTx,
    userId: number,
    profile: ExternalProfile,
    now: string,
  ): Promise<void> {
    await identities.insertIdentity(trx, {
      provider: profile.provider,
      subject: profile.subject,
      user_id: userId,
      email: profile.email,
      created_at: now,
      last_login_at: now,
    });
  }

  private async login(db: Tx, user: UserRow, client: SsoClient): Promise<SsoOutcome> {
    return { kind: 'login', user, issued: await this.startSession(db, user.user_id, client) };
  }

  /**
   * A new session for the account with a new token (no session fixation), as the password login
   * does; the browser's previous session ends. No e-mailed code: the provider authenticated the
   * person (decision 0014).
   */
  async startSession(db: DbOrTx, userId: number, client: SsoClient): Promise<IssuedSession> {
    return inTransaction(db, async (tx) => {
      if (client.sessionId) await this.sessions.revoke(tx, client.sessionId);
      const issued = await this.sessions.issue(tx, userId, false, client);
      // The visitor's cart comes along, as at the password login (decision 0031); a redirect
      // answer has no envelope, so a capped merge is not announced here.
      if (client.sessionId && this.mergeVisitorCart) await this.mergeVisitorCart(tx, client.sessionId, userId);
      return issued;
    });
  }

  /** The profile waits in the browser's session; a visitor gets a pre-login session (no user) for it. */
  private async holdForRegistration(db: Tx, profile: ExternalProfile, client: SsoClient): Promise<SsoOutcome> {
    let sessionId = client.sessionId;
    let issued: IssuedSession | undefined;
    if (!sessionId) {
      issued = await this.sessions.issue(db, null, false, client);
      sessionId = issued.session.id;
    }
    const pending: PendingProfile = {
      provider: profile.provider,
      email: profile.email ?? '',
      firstName: profile.firstName,
      lastName: profile.lastName,
      subject: profile.subject,
    };
    const now = this.clock.now();
    await requests.insertRequest(db, {
      request_id: hashToken(newToken()),
      provider: profile.provider,
      code_verifier: null,
      relay_state_url: null,
      session_id: sessionId,
      profile_json: JSON.stringify(pending),
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + SSO_RULES.pendingProfileTtlMs).toISOString(),
      used_at: null,
    });
    return { kind: 'register', issued };
  }

  /** GET social_user_detail: the profile waiting in this session, without the provider's id. */
  async pendingProfile(db: DbOrTx, sessionId: string | undefined): Promise<SocialUserDetail | null> {
    const pending = sessionId ? await this.findPending(db, sessionId) : undefined;
    if (!pending) return null;
    const { provider, email, firstName, lastName } = pending.profile;
    return { provider, email, firstName, lastName };
  }

  private async findPending(db: DbOrTx, sessionId: string) {
    const row = await requests.findPendingProfile(db, sessionId, this.clock.now().toISOString());
    const parsed = row?.profile_json ? parsePending(row.profile_json) : null;
    return row && parsed ? { requestId: row.request_id, profile: parsed } : undefined;
  }

  /**
   * register_user in a session whose provider profile has the registered e-mail: the new account
   * is linked to the provider user and confirmed at once. Runs in the registration's transaction;
   * false (nothing done) when there is no such profile.
   */
  async linkAtRegistration(trx: Tx, sessionId: string, userId: number, email: string): Promise<boolean> {
    const pending = await this.findPending(trx, sessionId);
    if (!pending || pending.profile.email.toLowerCase() !== email.toLowerCase()) return false;
    const now = this.clock.now().toISOString();
    if (!(await requests.claimPendingProfile(trx, pending.requestId, now))) return false;
    const profile = { ...pending.profile, email, emailVerified: true };
    await this.insertIdentity(trx, userId, profile, now);
    await users.updateUser(trx, userId, { confirmed_at: now, updated_at: now });
    return true;
  }
}

function parsePending(json: string): PendingProfile | null {
  try {
    const value = JSON.parse(json) as Record<string, unknown>;
    const detail = socialUserDetailSchema.safeParse(value);
    return detail.success && typeof value.subject === 'string'
      ? { ...detail.data, subject: value.subject }
      : null;
  } catch {
    return null;
  }
}
