import { useEffect, useRef, useState } from 'react';
import type { SsoProvider } from '@spesa/domain';
import {
  browserWindow,
  clearPendingPopup,
  listenOnChannel,
  markPopupPending,
  openLoginPopup,
  rememberReturnPath,
  samlLoginUrl,
  socialStartUrl,
  ssoOutcomeOfMessage,
  type SsoOutcome,
} from '../api/externalLogin';

/** How often the form checks whether the shopper closed the popup. */
const POLL_MS = 500;
/** The popup posts its outcome just before closing: the message gets this long to arrive. */
const CLOSE_GRACE_MS = 1000;

export type ExternalLoginState =
  /** Nothing under way. */
  | { kind: 'idle' }
  /** A popup is open: the form waits for its message (and can cancel). */
  | { kind: 'popup'; provider: SsoProvider }
  /** The whole page is on its way to the provider. */
  | { kind: 'leaving'; provider: SsoProvider };

/**
 * Login through an identity provider. Google and Facebook open in a popup; when the browser
 * blocks it, and for SAML, the whole page goes (and comes back to the done page, which returns
 * to `returnTo`). The popup's outcome arrives as a same-origin message; a popup closed by the
 * shopper just resets the state. When the browser cut the popup from this window (see
 * externalLogin.ts), the outcome comes on a BroadcastChannel instead, until the form goes.
 */
export function useExternalLogin(returnTo: string, onOutcome: (outcome: SsoOutcome) => void) {
  const [state, setState] = useState<ExternalLoginState>({ kind: 'idle' });
  /** The popup attempt still listened for on the channel (also once the popup looks closed). */
  const [attempt, setAttempt] = useState<string | null>(null);
  const popupRef = useRef<Window | null>(null);
  const onOutcomeRef = useRef(onOutcome);
  useEffect(() => {
    onOutcomeRef.current = onOutcome;
  });

  function forgetAttempt() {
    if (attempt) clearPendingPopup(attempt);
    setAttempt(null);
  }

  const waiting = state.kind === 'popup';
  useEffect(() => {
    if (!waiting) return;
    let grace: ReturnType<typeof setTimeout> | undefined;
    const finish = () => {
      popupRef.current = null;
      setState({ kind: 'idle' });
    };
    const onMessage = (event: MessageEvent) => {
      const outcome = ssoOutcomeOfMessage(event);
      if (!outcome) return;
      finish();
      clearPendingPopup();
      setAttempt(null);
      onOutcomeRef.current(outcome);
    };
    const poll = setInterval(() => {
      if (!popupRef.current?.closed) return;
      clearInterval(poll);
      grace = setTimeout(finish, CLOSE_GRACE_MS);
    }, POLL_MS);
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      clearInterval(poll);
      clearTimeout(grace);
    };
  }, [waiting]);

  useEffect(() => {
    if (!attempt) return;
    return listenOnChannel(attempt, (outcome) => {
      clearPendingPopup(attempt);
      popupRef.current = null;
      setAttempt(null);
      setState({ kind: 'idle' });
      onOutcomeRef.current(outcome);
    });
  }, [attempt]);

  // Back from the provider's page through the browser's back/forward cache: not leaving any more.
  useEffect(() => {
    const onPageShow = (e: PageTransitionEvent) => {
      if (e.persisted) setState({ kind: 'idle' });
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  // The form goes away (dialog closed): the login in the popup goes with it.
  const attemptRef = useRef(attempt);
  useEffect(() => {
    attemptRef.current = attempt;
  });
  useEffect(
    () => () => {
      closePopup(popupRef.current);
      if (attemptRef.current) clearPendingPopup(attemptRef.current);
    },
    [],
  );

  function leave(provider: SsoProvider, url: string) {
    setState({ kind: 'leaving', provider });
    browserWindow.assign(url);
  }

  /** Call straight from the click handler: a popup opened after an await is blocked. */
  function start(provider: SsoProvider) {
    rememberReturnPath(returnTo);
    if (provider === 'saml') {
      leave(provider, samlLoginUrl());
      return;
    }
    const url = socialStartUrl(provider);
    closePopup(popupRef.current);
    forgetAttempt();
    const popup = openLoginPopup(url);
    if (!popup) {
      leave(provider, url);
      return;
    }
    popupRef.current = popup;
    setAttempt(markPopupPending());
    setState({ kind: 'popup', provider });
  }

  function cancel() {
    closePopup(popupRef.current);
    popupRef.current = null;
    forgetAttempt();
    setState({ kind: 'idle' });
  }

  return { state, start, cancel };
}

function closePopup(popup: Window | null) {
  try {
    if (popup && !popup.closed) popup.close();
  } catch {
    // Already gone.
  }
}
