import { DEFAULT_STORE } from '@spesa/domain';
import type { ConsentChoice, RegistrationDisclaimer, UserDisclaimer } from '@spesa/domain';
import type { DbOrTx } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/app-error.js';
import * as repo from './disclaimers.repository.js';
import { cardOfUser } from './users.repository.js';
import { firstMissingConsent, isRequired } from './disclaimers.rules.js';
import { cleanHtml } from '../../lib/html.js';

export const DEFAULT_MODULE_TYPE_ID = 2;

function toDisclaimer(d: repo.DisclaimerRow): RegistrationDisclaimer {
  return {
    registrationDisclaimerId: d.registration_disclaimer_id,
    registrationModuleTypeId: d.registration_module_type_id,
    code: d.code,
    title: d.title,
    // HTML with links: made safe here, shown as it is by the storefront (decision 0062).
    text: cleanHtml(d.body),
    version: d.version,
    required: d.required === 1,
    position: d.position,
  };
}

/** Consent texts and each user's recorded choices (who, which text version, when, what). */
export class DisclaimersService {
  constructor(private readonly clock: Clock) {}

  async list(db: DbOrTx, storeId: number, moduleTypeId: number): Promise<RegistrationDisclaimer[]> {
    return (await repo.activeDisclaimers(db, storeId, moduleTypeId)).map(toDisclaimer);
  }

  async listForUser(
    db: DbOrTx,
    userId: number,
    storeId: number,
    moduleTypeId: number,
  ): Promise<UserDisclaimer[]> {
    const [all, choices] = await Promise.all([
      repo.activeDisclaimers(db, storeId, moduleTypeId),
      repo.latestChoices(db, userId),
    ]);
    return all.map((d) => {
      const c = choices.get(d.registration_disclaimer_id);
      return { ...toDisclaimer(d), value: c?.accepted ?? null, recordedAt: c?.recordedAt ?? null };
    });
  }

  /** Whether the user accepted every required text in its current version (a new version asks again). */
  async check(db: DbOrTx, userId: number, storeId: number, moduleTypeId: number) {
    const [all, choices, card] = await Promise.all([
      repo.activeDisclaimers(db, storeId, moduleTypeId),
      repo.latestChoices(db, userId),
      cardOfUser(db, userId),
    ]);
    const missing = all.filter(
      (d) =>
        isRequired(d, card !== undefined) && choices.get(d.registration_disclaimer_id)?.accepted !== true,
    );
    return { valid: missing.length === 0, missingDisclaimers: missing.map(toDisclaimer) };
  }

  async acceptedIds(db: DbOrTx, userId: number): Promise<number[]> {
    const choices = await repo.latestChoices(db, userId);
    return [...choices].filter(([, c]) => c.accepted).map(([id]) => id);
  }

  /** Records choices on active texts; a required consent cannot be withdrawn here. */
  async record(
    db: DbOrTx,
    userId: number,
    choices: ConsentChoice[],
    opts: { withCard: boolean; source: string; all?: repo.DisclaimerRow[] },
  ) {
    const ids = [...new Set(choices.map((c) => c.registrationDisclaimerId))];
    const known = opts.all ?? (await repo.disclaimersByIds(db, ids)).filter((d) => d.active === 1);
    const byId = new Map(known.map((d) => [d.registration_disclaimer_id, d]));
    for (const c of choices) {
      const d = byId.get(c.registrationDisclaimerId);
      if (!d) throw new AppError('DISCLAIMER_NOT_FOUND', undefined, { field: 'disclaimers' });
      if (!c.value && isRequired(d, opts.withCard))
        throw new AppError('REQUIRED_CONSENT', undefined, {
          field: `disclaimers.${d.registration_disclaimer_id}`,
        });
    }
    await repo.recordChoices(
      db,
      userId,
      choices.filter((c) => byId.has(c.registrationDisclaimerId)),
      this.clock.now().toISOString(),
      opts.source,
    );
  }

  /** Registration: every required text accepted, then all choices recorded. */
  async recordAtRegistration(db: DbOrTx, userId: number, choices: ConsentChoice[], withCard: boolean) {
    const all = await repo.activeDisclaimers(db, DEFAULT_STORE.storeId, DEFAULT_MODULE_TYPE_ID);
    const missing = firstMissingConsent(
      all,
      new Map(choices.map((c) => [c.registrationDisclaimerId, c.value])),
      withCard,
    );
    if (missing)
      throw new AppError('REQUIRED_CONSENT', undefined, {
        field: `disclaimers.${missing.registration_disclaimer_id}`,
      });
    await this.record(db, userId, choices, { withCard, source: 'registration', all });
  }

  async update(db: DbOrTx, userId: number, choices: ConsentChoice[]) {
    const card = await cardOfUser(db, userId);
    await this.record(db, userId, choices, { withCard: card !== undefined, source: 'profile' });
  }
}
