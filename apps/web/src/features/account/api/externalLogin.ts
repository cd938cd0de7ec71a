import {
  SSO_DONE_PATH,
  SSO_ERRORS,
  SSO_POPUP_MESSAGE,
  SSO_RESULTS,
  type SsoErrorCode,
  type SsoProvider,
  type SsoResult,
} from '@spesa/domain';
import { API_BASE } from '../../../lib/api';
import { readJson, readString, writeJson, writeString } from '../../../lib/storage';
import { uuid } from '../../../lib/uuid';
import { safeRedirect } from '../hooks/safeRedirect';

// Login through Google, Facebook (OAuth in a popup) or the chain's SAML single sign-on. The API
// runs the whole exchange with the provider and ends it by sending the browser to SSO_DONE_PATH
// with `sso` (ok | register | error) and `sso_error`. Inside a popup that page posts the outcome
// to the window that opened it; otherwise (SAML, blocked popup) it finishes the login itself.

export type SocialProvider = Exclude<SsoProvider, 'saml'>;

export interface SsoOutcome {
  result: SsoResult;
  /** Only with result 'error'; an unknown code reads as SSO_FAILED. */
  error: SsoErrorCode | null;
}

/** What the popup posts to its opener (same origin only). */
export interface SsoPopupMessage extends SsoOutcome {
  type: typeof SSO_POPUP_MESSAGE;
}

const relayState = `relay_state_url=${encodeURIComponent(SSO_DONE_PATH)}`;

/** Where the popup (or, when popups are blocked, the page) starts a Google or Facebook login. */
export const socialStartUrl = (provider: SocialProvider) =>
  `${API_BASE}/social-redir/${provider}/start?${relayState}`;

/** SAML single sign-on: always a full-page navigation (identity providers refuse frames and popups). */
export const samlLoginUrl = () => `${API_BASE}/saml/do-login?${relayState}`;

/** The registration form, prefilled from the provider's profile (GET social_user_detail). */
export const SSO_REGISTER_PATH = '/registration-user?sso=1';

export const POPUP_WIDTH = 500;
export const POPUP_HEIGHT = 650;
const POPUP_NAME = 'spesa-login';

/** The page-level side effects, in one object so that tests can watch them. */
export const browserWindow = {
  open: (url: string, name: string, features: string): Window | null => window.open(url, name, features),
  /** Leaves the single-page app for `url` (the API, then the provider). */
  assign: (url: string): void => window.location.assign(url),
};

/**
 * Opens the provider's login in a popup centred over the shop. Must run inside the click
 * handler, before any await, or browsers block it. Null when blocked.
 */
export function openLoginPopup(url: string): Window | null {
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - POPUP_WIDTH) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - POPUP_HEIGHT) / 2));
  try {
    return browserWindow.open(
      url,
      POPUP_NAME,
      `popup=yes,width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top}`,
    );
  } catch {
    return null;
  }
}

function outcomeOf(result: unknown, error: unknown): SsoOutcome {
  if (result === 'ok' || result === 'register') return { result, error: null };
  const known = typeof error === 'string' && Object.hasOwn(SSO_ERRORS, error);
  return { result: 'error', error: known ? (error as SsoErrorCode) : 'SSO_FAILED' };
}

/** `sso` and `sso_error` of the done page; anything unexpected is a failure. */
export function readSsoOutcome(params: URLSearchParams): SsoOutcome {
  const sso = params.get('sso');
  return outcomeOf(SSO_RESULTS.find((r) => r === sso) ?? 'error', params.get('sso_error'));
}

export function ssoMessage(outcome: SsoOutcome): SsoPopupMessage {
  return { type: SSO_POPUP_MESSAGE, ...outcome };
}

/** The outcome a login popup posted, or null for any other message (other origins, other data). */
export function ssoOutcomeOfMessage(event: MessageEvent): SsoOutcome | null {
  if (event.origin !== window.location.origin) return null;
  const data = event.data as Partial<SsoPopupMessage> | null;
  if (typeof data !== 'object' || data === null || data.type !== SSO_POPUP_MESSAGE) return null;
  return outcomeOf(data.result, data.error);
}

/** The Italian text of an error code (contract: SSO_ERRORS). */
export function ssoErrorText(code: SsoErrorCode | null): string {
  return SSO_ERRORS[code ?? 'SSO_FAILED'];
}

/**
 * The window that opened this one, when it is a page of this shop still open: then this page
 * runs inside a login popup. Null otherwise (a full page, or an opener of another site).
 */
export function shopOpener(): Window | null {
  try {
    const opener = window.opener as Window | null;
    if (!opener || opener === window || opener.closed) return null;
    // Reading another origin's location throws: that is not our popup.
    return opener.location.origin === window.location.origin ? opener : null;
  } catch {
    return null;
  }
}

// The popup's way back when the browser cut its link to the opener. A provider page that sends
// its own Cross-Origin-Opener-Policy puts the popup in another browsing context group: back on
// the done page, window.opener is null (and the opener sees the popup as closed). The opener
// then still hears the outcome on a same-origin BroadcastChannel, for the attempt it marked.
const PENDING_KEY = 'spesa.ssoPopup';
/** As long as the API keeps a login request open (decision 0014: 10 minutes). */
const PENDING_TTL_MS = 10 * 60_000;
const ACK = `${SSO_POPUP_MESSAGE}:ack`;
/** How long the done page waits for the opener to answer on the channel. */
const ACK_WAIT_MS = 1000;

/** Before opening a popup: marks the attempt, so the done page can tell it runs in one. */
export function markPopupPending(): string {
  const id = uuid();
  writeJson('local', PENDING_KEY, { id, at: Date.now() });
  return id;
}

/** The marked attempt, while recent enough. */
export function pendingPopup(): string | null {
  const p = readJson<{ id?: unknown; at?: unknown } | null>('local', PENDING_KEY, null);
  const fresh = typeof p?.at === 'number' && Date.now() - p.at < PENDING_TTL_MS;
  return fresh && typeof p?.id === 'string' ? p.id : null;
}

export function clearPendingPopup(id?: string): void {
  if (id === undefined || pendingPopup() === id) writeString('local', PENDING_KEY, null);
}

const channelAvailable = () => typeof BroadcastChannel !== 'undefined';

/** Done page: posts the outcome on the channel; true once the opener acknowledged it. */
export function broadcastOutcome(id: string, outcome: SsoOutcome, waitMs = ACK_WAIT_MS): Promise<boolean> {
  if (!channelAvailable()) return Promise.resolve(false);
  return new Promise((resolve) => {
    const channel = new BroadcastChannel(SSO_POPUP_MESSAGE);
    const end = (acknowledged: boolean) => {
      clearTimeout(timer);
      channel.close();
      resolve(acknowledged);
    };
    const timer = setTimeout(() => end(false), waitMs);
    channel.onmessage = (e: MessageEvent<{ type?: unknown; id?: unknown } | null>) => {
      if (e.data?.type === ACK && e.data.id === id) end(true);
    };
    channel.postMessage({ ...ssoMessage(outcome), id });
  });
}

/** Opener: the outcome of attempt `id` arriving on the channel (acknowledged). Returns the stop. */
export function listenOnChannel(id: string, onOutcome: (outcome: SsoOutcome) => void): () => void {
  if (!channelAvailable()) return () => {};
  const channel = new BroadcastChannel(SSO_POPUP_MESSAGE);
  channel.onmessage = (e: MessageEvent<Partial<SsoPopupMessage & { id: string }> | null>) => {
    const data = e.data;
    if (data?.type !== SSO_POPUP_MESSAGE || data.id !== id) return;
    channel.postMessage({ type: ACK, id });
    onOutcome(outcomeOf(data.result, data.error));
  };
  return () => channel.close();
}

// A full-page login leaves the app: where to come back is kept in this tab's session storage.
const RETURN_KEY = 'spesa.ssoReturn';

export function rememberReturnPath(path: string): void {
  writeString('session', RETURN_KEY, safeRedirect(path));
}

/** The page to show after a full-page login (and forgets it); the shop home by default. */
export function takeReturnPath(): string {
  const path = safeRedirect(readString('session', RETURN_KEY));
  writeString('session', RETURN_KEY, null);
  return path;
}
