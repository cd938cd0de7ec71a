import type { LinkedIdentity, SsoProvider } from '@spesa/domain';

/** A row of "Accessi collegati": every link of one provider to the account. */
export interface LinkedLogin {
  provider: SsoProvider;
  /** The addresses the provider reported, without repeats. */
  emails: string[];
  linkedAt: string;
  /** The latest login through any of them. */
  lastLoginAt: string | null;
}

const later = (a: string | null, b: string | null) => (a === null || (b !== null && b > a) ? b : a);

/**
 * One row per provider, in the order they were first linked: two Google users with the account's
 * address are two links, but unlinking Google removes both, so the shopper sees one Google.
 */
export function linkedLogins(identities: LinkedIdentity[]): LinkedLogin[] {
  const rows = new Map<SsoProvider, LinkedLogin>();
  for (const i of identities) {
    const row = rows.get(i.provider);
    if (!row) {
      rows.set(i.provider, {
        provider: i.provider,
        emails: i.email ? [i.email] : [],
        linkedAt: i.createdAt,
        lastLoginAt: i.lastLoginAt,
      });
      continue;
    }
    if (i.email && !row.emails.includes(i.email)) row.emails.push(i.email);
    row.lastLoginAt = later(row.lastLoginAt, i.lastLoginAt);
  }
  return [...rows.values()];
}
