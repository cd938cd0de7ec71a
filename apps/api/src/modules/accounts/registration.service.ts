import type { RegisterUserInput } from '@spesa/domain';
import type { DbOrTx } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/app-error.js';
import type { Mailer } from '../mail/index.js';
import { hashPassword } from './password.js';
import { passwordPolicyError } from './password.rules.js';
import { assertFields } from './fields.js';
import { inTransaction } from '../../db/transaction.js';
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


/** Sign-up, e-mail confirmation and its resend. */
export class RegistrationService {
  constructor(
    private readonly clock: Clock,
    private readonly mailer: Mailer,
    private readonly disclaimers: DisclaimersService,
    private readonly externalLogins: ExternalLoginService,
  ) {}

  async register(db: DbOrTx, input: RegisterUserInput, origin: string, client?: RegistrationClient): Promise<Registered> {
    const r = normalizeRegistration(input);
    assertFields(registrationChecks(r));
    const weak = await passwordPolicyError(r.password, r.email);
    if (weak) throw new AppError('VALIDATION_ERROR', weak, { field: 'password' });
    const passwordHash = await hashPassword(r.password);
    const sessionId = client?.session?.id;
    const { userId, token } = await inTransaction(db, async (trx) => {
      const userId = await this.createAccount(trx, r, passwordHash);
      await this.disclaimers.recordAtRegistration(trx, userId, r.disclaimers, r.cardCode !== null);
      // The address was verified by Google, Facebook or SAML in this session: no confirmation mail.
      const verified = sessionId
        ? await this.externalLogins.linkAtRegistration(trx, sessionId, userId, r.email)
        : false;
      return {
        userId,
        token: verified ? null : await issueToken(trx, this.clock.now(), userId, TOKEN_PURPOSES.confirm),
      };
    }).catch(async (e: unknown) => {
      // Two sign-ups racing for one e-mail: the unique index stops the second one.
      if (!(e instanceof AppError) && (await users.isEmailTaken(db, r.email)))
        throw new AppError('EMAIL_ALREADY_REGISTERED', undefined, { field: 'email' });
      throw e;
    });
    const registered = { userId, email: r.email, userTypeId: r.business ? 2 : 1 };
    if (token !== null) {
      await this.mailer.send(db, mails.confirmRegistration(r.email, r.firstName, origin, token));
      return { ...registered, issued: null };
    }
    // Confirmed already: logged in with a new session, as after a login.
    const meta = { ip: client?.ip ?? '', userAgent: client?.userAgent };
    return {
      ...registered,
      issued: await this.externalLogins.startSession(db, userId, { ...meta, sessionId: sessionId ?? null }),
    };
  }

  private async createAccount(trx: DbOrTx, r: NormalizedRegistration, passwordHash: string): Promise<number> {
    // Registration has to say the address is taken (the person must log in instead); the per-IP
    // rate limit on this call keeps it from being used to test addresses in bulk.
    if (await users.isEmailTaken(trx, r.email))
      throw new AppError('EMAIL_ALREADY_REGISTERED', undefined, { field: 'email' });
    const card = r.cardCode ? await users.findCard(trx, r.cardCode) : undefined;
    if (r.cardCode && (!card || card.active !== 1 || !cardHolderMatches(card.holder_tax_code, r)))
      throw new AppError('CARD_MISMATCH', undefined, { field: 'cardCode' });
    const now = this.clock.now().toISOString();
    const userId = await users.insertUser(trx, {
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
    if (r.cardCode && !(await users.assignCard(trx, r.cardCode, userId)))
      throw new AppError('CARD_ALREADY_REGISTERED', undefined, { field: 'cardCode' });
    return userId;
  }

  /** registration_confirm: the e-mailed code, once, within 48 hours, for that address. */
  async confirm(db: DbOrTx, email: string, code: string): Promise<void> {
    const now = this.clock.now();
    await inTransaction(db, async (trx) => {
      const token = await findValidToken(trx, now, code, TOKEN_PURPOSES.confirm);
      const user = token ? await users.findUserById(trx, token.user_id) : undefined;
      if (!token || !user || user.email !== normalizeLogin(email))
        throw new AppError('INVALID_TOKEN');
      if (!(await consumeToken(trx, token.token_id, now))) throw new AppError('INVALID_TOKEN');
      if (user.confirmed_at === null)
        await users.updateUser(trx, user.user_id, {
          confirmed_at: now.toISOString(),
          updated_at: now.toISOString(),
        });
    });
  }

  /** A new confirmation e-mail for an unconfirmed account; silent otherwise (no account probing). */
  async resendConfirmation(db: DbOrTx, email: string, origin: string): Promise<void> {
    const user = await users.findUserByEmail(db, normalizeLogin(email));
    if (!user || user.confirmed_at !== null || user.anonymized_at !== null) return;
    const now = this.clock.now();
    const hourAgo = new Date(now.getTime() - 3_600_000).toISOString();
    if ((await tokensSentSince(db, user.user_id, TOKEN_PURPOSES.confirm, hourAgo)) >= 5) return;
    const token = await issueToken(db, now, user.user_id, TOKEN_PURPOSES.confirm);
    await this.mailer.send(db, mails.confirmRegistration(user.email, user.first_name, origin, token));
  }
}
