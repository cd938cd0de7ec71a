// The session model shared by the accounts module, which stores sessions, and http/session.ts,
// which carries the token (decision 0006). Types only: neither side imports the other for them.

export interface SessionUser {
  userId: number;
  email: string;
  userTypeId: number;
  /** A staff account (decision 0043): may use the /staff calls; checked by `requireStaff`. */
  staff: boolean;
}

export interface RequestSession {
  /** SHA-256 of the token: the row id. */
  id: string;
  /** null for a visitor's pre-login session (it only carries an MFA challenge). */
  userId: number | null;
  rememberMe: boolean;
}

export type ResolvedSession =
  | { state: 'active'; session: RequestSession; user: SessionUser | null }
  | { state: 'ended'; preLogin: boolean }
  | { state: 'unknown' };

export interface SessionStore {
  resolve(token: string): Promise<ResolvedSession>;
}

/** What a new session gives the transport: the token, and how long the cookie may live. */
export interface IssuedSession {
  token: string;
  session: RequestSession;
  /** Seconds the cookie lives (remember me); undefined: a browser-session cookie. */
  maxAgeSeconds?: number;
}
