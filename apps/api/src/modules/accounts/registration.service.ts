import type { RegisterUserInput } from '@spesa/domain';
import type { DbOrTx, Tx } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/app-error.js';
import type { Mailer } from '../mail/index.js';
import { hashPassword } from './password.js';
import { passwordPolicyError } from './password.rules.js';
import { assertFields, clean, upperCode } from './fields.js';
import {
  cardHolderMatches,
  normalizeRegistration,
  registrationChecks,
  type NormalizedRegistration,
} from './registration.rules.js';
import * as users from './users.repository.js';
import {
  TOKEN_PURPOSES,
  consumeToken,
  findValidToken,
  issueToken,
  tokensSentSince,
} from './account-tokens.js';
import { mails } from './mails.js';
import { normalizeLogin } from './auth.rules.js';
import { fieldRules } from '@spesa/domain';
import type { DisclaimersService } from './disclaimers.service.js';
import type { IssuedSession, RequestSession } from '../../lib/session.js';
import type { ClientMeta } from './session.service.js';
import type { ExternalLoginService } from './external-login/external-login.service.js';

/** Who registers: the session a provider profile may wait in (decision 0014). */
export interface RegistrationClient extends ClientMeta {
  session: RequestSession | null;
}

export interface Registered {
  userId: number;
  email: string;
  /** 1 private, 2 business customer. */
  userTypeId: number;
  /** A provider had verified the address: the account is confirmed and this is its new session. */
  issued: IssuedSession | null;
}


/** What `prepare` checked and hashed, for `register` to write. */
export interface PreparedRegistration {
  r: NormalizedRegistration;
  passwordHash: string;
}

/** Sign-up, e-mail confirmation and its resend. */
export class RegistrationService {
  constructor(
    private readonly clock: Clock,
    private readonly mailer: Mailer,
    private readonly disclaimers: DisclaimersService,
    private readonly externalLogins: ExternalLoginService,
  ) {}

  /**
   * The checks and the password hash of a sign-up, before any transaction opens: hashing is slow
   * on purpose and must not hold the database (on SQLite, its only connection).
   */
  async prepare(input: RegisterUserInput): Promise<PreparedRegistration> {
    const r = normalizeRegistration(input);
    assertFields(registrationChecks(r));
    const weak = await passwordPolicyError(r.password, r.email);
    if (weak) throw new AppError('VALIDATION_ERROR', weak, { field: 'password' });
    return { r, passwordHash: await hashPassword(r.password) };
  }

  /**
   * Creates the account in the route's transaction: consents, the provider link when a verified
   * profile waits in the session, and the confirmation e-mail or the new session, all or nothing.
   */
  async register(
    tx: Tx,
    { r, passwordHash }: PreparedRegistration,
    origin: string,
    client?: RegistrationClient,
  ): Promise<Registered> {
    const sessionId = client?.session?.id;
    const userId = await this.createAccount(tx, r, passwordHash);
    await this.disclaimers.recordAtRegistration(tx, userId, r.disclaimers, r.cardCode !== null);
    // The address was verified by Google, Facebook or SAML in this session: no confirmation mail.
    const verified = sessionId
      ? await this.externalLogins.linkAtRegistration(tx, sessionId, userId, r.email)
      : false;
    const registered = { userId, email: r.email, userTypeId: r.business ? 2 : 1 };
    if (!verified) {
      const token = await issueToken(tx, this.clock.now(), userId, TOKEN_PURPOSES.confirm);
      await this.mailer.send(tx, mails.confirmRegistration(r.email, r.firstName, origin, token));
      return { ...registered, issued: null };
    }
    // Confirmed already: logged in with a new session, as after a login.
    const meta = { ip: client?.ip ?? '', userAgent: client?.userAgent };
    return {
      ...registered,
      issued: await this.externalLogins.startSession(tx, userId, { ...meta, sessionId: sessionId ?? null }),
    };
  }

  /**
   * The card step of the wizard (decision 0040): the card exists, is active, is issued to this
   * tax code and has no account yet. Answers what register_user would, nothing more: an unknown
   * card, an inactive one and another holder's code are the same CARD_MISMATCH.
   */
  async checkCard(db: DbOrTx, cardCode: string, holderCode: string): Promise<void> {
    const code = clean(cardCode)?.replace(/\s+/g, '') ?? null;
    const holder = upperCode(holderCode);
    assertFields([
      ['cardCode', code, [fieldRules.required, fieldRules.cardCode]],
      ['fiscalCode', holder, [fieldRules.required, fieldRules.taxCode]],
    ]);
    const card = await users.findCard(db, code!);
    const tax = { fiscalCode: holder, vatCode: holder };
    if (!card || card.active !== 1 || !cardHolderMatches(card.holder_tax_code, tax))
      throw new AppError('CARD_MISMATCH', undefined, { field: 'cardCode' });
    if (card.user_id !== null) throw new AppError('CARD_ALREADY_REGISTERED', undefined, { field: 'cardCode' });
  }

  /**
   * The credentials step (decision 0040): the e-mail is valid, not a PEC, and not registered.
   * register_user says the same at the end; the per-IP limit keeps both from testing addresses
   * in bulk.
   */
  async checkEmail(db: DbOrTx, email: string): Promise<void> {
    const normalized = normalizeLogin(email);
    assertFields([['email', normalized, [fieldRules.required, fieldRules.email, fieldRules.notPec]]]);
    if (await users.isEmailTaken(db, normalized))
      throw new AppError('EMAIL_ALREADY_REGISTERED', undefined, { field: 'email' });
  }

  private async createAccount(trx: Tx, r: NormalizedRegistration, passwordHash: string): Promise<number> {
    // Registration has to say the address is taken (the person must log in instead); the per-IP
    // rate limit on this call keeps it from being used to test addresses in bulk.
    if (await users.isEmailTaken(trx, r.email))
      throw new AppError('EMAIL_ALREADY_REGISTERED', undefined, { field: 'email' });
    const card = r.cardCode ? await users.findCard(trx, r.cardCode) : undefined;
    if (r.cardCode && (!card || card.active !== 1 || !cardHolderMatches(card.holder_tax_code, r)))
      throw new AppError('CARD_MISMATCH', undefined, { field: 'cardCode' });
    const now = this.clock.now().toISOString();
    const userId = await users.insertUserIfEmailFree(trx, {
      email: r.email,
      password_hash: passwordHash,
      user_type_id: r.business ? 2 : 1,
      mfa_enabled: 0,
      beta_tester: 0,
      first_name: r.firstName,
      last_name: r.lastName,
      fiscal_code: r.fiscalCode,
      vat_code: r.business ? r.vatCode : null,
      company_name: r.business ? r.companyName : null,
      pec: r.business ? r.pec : null,
      sdi_code: r.business ? r.sdiCode : null,
      phone: r.phone,
      billing_address1: r.billingAddress?.address1.trim() ?? null,
      billing_address_number: r.billingAddress?.addressNumber.trim() ?? null,
      billing_city: r.billingAddress?.city.trim() ?? null,
      billing_province: r.billingAddress?.province.trim().toUpperCase() ?? null,
      billing_postalcode: r.billingAddress?.postalcode.trim() ?? null,
      created_at: now,
      updated_at: now,
    });
    // Two sign-ups racing for one e-mail: the unique index stops the second one.
    if (userId === null) throw new AppError('EMAIL_ALREADY_REGISTERED', undefined, { field: 'email' });
    if (r.cardCode && !(await users.assignCard(trx, r.cardCode, userId)))
      throw new AppError('CARD_ALREADY_REGISTERED', undefined, { field: 'cardCode' });
    return userId;
  }

  /** registration_confirm: the e-mailed code, once, within 48 hours, for that address. */
  async confirm(tx: Tx, email: string, code: string): Promise<void> {
    const now = this.clock.now();
    const token = await findValidToken(tx, now, code, TOKEN_PURPOSES.confirm);
    const user = token ? await users.findUserById(tx, token.user_id) : undefined;
    if (!token || !user || user.email !== normalizeLogin(email)) throw new AppError('INVALID_TOKEN');
    if (!(await consumeToken(tx, token.token_id, now))) throw new AppError('INVALID_TOKEN');
    if (user.confirmed_at === null)
      await users.updateUser(tx, user.user_id, {
        confirmed_at: now.toISOString(),
        updated_at: now.toISOString(),
      });
  }

  /** A new confirmation e-mail for an unconfirmed account; silent otherwise (no account probing). */
  async resendConfirmation(tx: Tx, email: string, origin: string): Promise<void> {
    const user = await users.findUserByEmail(tx, normalizeLogin(email));
    if (!user || user.confirmed_at !== null || user.anonymized_at !== null) return;
    const now = this.clock.now();
    const hourAgo = new Date(now.getTime() - 3_600_000).toISOString();
    if ((await tokensSentSince(tx, user.user_id, TOKEN_PURPOSES.confirm, hourAgo)) >= 5) return;
    const token = await issueToken(tx, now, user.user_id, TOKEN_PURPOSES.confirm);
    await this.mailer.send(tx, mails.confirmRegistration(user.email, user.first_name, origin, token));
  }
}
