// The session model shared by the accounts module, which stores sessions, and http/session.ts,
// which carries the token (decision 0006). Types only: neither side imports the other for them.

export interface SessionUser {
  userId: number;
  email: string;
  userTypeId: number;
  /** A staff account (decision 0043): may use the /staff calls; checked by `requireStaff`. */
  staff: boolean;
  /** The account's staff role ('staff', 'agent'; decision 0122), when it has one. */
  staffRole?: string;
  /**
   * Set while a staff member acts for this customer (decision 0122): the session is the staff
   * member's, and every customer call works as this user's.
   */
  actingStaff?: ActingStaff;
}

/** The staff member or agent behind a session that acts for a customer (decision 0122). */
export interface ActingStaff {
  userId: number;
  email: string;
  staffRole: string;
}

export interface RequestSession {
  /** SHA-256 of the token: the row id. */
  id: string;
  /** null for a visitor's pre-login session (it only carries an MFA challenge). */
  userId: number | null;
  rememberMe: boolean;
  /** Opened by backoffice-access/sso-login (password and e-mailed code, decision 0122). */
  backoffice?: boolean;
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
