// A tiny typed event bus. The API client lives outside React, so it cannot call hooks such as
// notistack's enqueueSnackbar; it emits here and the providers in src/app listen.

export type NoticeVariant = 'success' | 'info' | 'warning' | 'error';

export interface Notice {
  variant: NoticeVariant;
  message: string;
  /** The envelope code, when the notice came from the server. */
  code?: string;
  /** Show in a dialog instead of a snackbar (codes in siteConfig.showInPopupCode). */
  popup?: boolean;
  /** An optional action button, e.g. 'Aggiorna' on the new-version notice. */
  action?: { label: string; onClick: () => void };
  /** Keep it on screen until dismissed. */
  persist?: boolean;
}

export interface AppEvents {
  notice: Notice;
  /** The session expired or was revoked (HTTP 419): the user is now anonymous. */
  'not-logged-in': void;
  /** Something needs a logged-in shopper: app/layout opens the login dialog. */
  'login-required': void;
  /** The login dialog closed: with the shopper logged in, or not (loginThen waits for it). */
  'login-closed': { loggedIn: boolean };
  /** The notices with this code no longer apply (e.g. a slot was chosen after TIMESLOT_CLEARED). */
  'notice-resolved': string;
}

type Listener<T> = (payload: T) => void;

export function createEventBus<E extends Record<string, unknown>>() {
  const listeners = new Map<keyof E, Set<Listener<never>>>();
  return {
    on<K extends keyof E>(event: K, fn: Listener<E[K]>): () => void {
      let set = listeners.get(event);
      if (!set) listeners.set(event, (set = new Set()));
      set.add(fn as Listener<never>);
      return () => set.delete(fn as Listener<never>);
    },
    /** Whether anything listens to `event`. */
    heard(event: keyof E): boolean {
      return (listeners.get(event)?.size ?? 0) > 0;
    },
    emit<K extends keyof E>(event: K, ...payload: E[K] extends void ? [] : [E[K]]): void {
      for (const fn of listeners.get(event) ?? []) (fn as Listener<unknown>)(payload[0]);
    },
  };
}

export const appEvents = createEventBus<AppEvents & Record<string, unknown>>();

/**
 * Notices given while nothing listens yet: a page's first effects can notify before the notice
 * host's own effect has subscribed (Preact runs a component's effects early when it renders
 * again before the paint), and such a notice must still be shown.
 */
const unheard: Notice[] = [];

export function notify(notice: Notice): void {
  if (appEvents.heard('notice')) appEvents.emit('notice', notice);
  else unheard.push(notice);
}

/** Listens to the notices (the notice host), starting with those given before anything listened. */
export function listenToNotices(fn: (notice: Notice) => void): () => void {
  const off = appEvents.on('notice', fn);
  for (const notice of unheard.splice(0)) fn(notice);
  return off;
}

/** Takes the notices with `code` off the screen: what they warned about has been dealt with. */
export function resolveNotice(code: string): void {
  appEvents.emit('notice-resolved', code);
}
