import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useNavigate, useSearchParams } from 'react-router';
import { displayName } from '../../../lib/auth';
import { notify } from '../../../lib/events';
import { useDocumentTitle } from '../../../lib/document-title';
import {
  broadcastOutcome,
  clearPendingPopup,
  pendingPopup,
  readSsoOutcome,
  shopOpener,
  ssoMessage,
  SSO_REGISTER_PATH,
  takeReturnPath,
  type SsoOutcome,
} from '../api/externalLogin';
import { loginPathFor } from '../hooks/safeRedirect';
import { followCookieSession, useCompleteExternalLogin } from '../hooks/useSession';
import { t as translate, useT } from '../i18n';
import type { LoginPageState } from './LoginPage';

/** After posting to the opener the popup closes; if the browser refuses, this text shows. */
const CLOSE_HINT_AFTER_MS = 1500;

/**
 * SSO_DONE_PATH, where the API sends the browser at the end of a Google, Facebook or SAML login
 * with `sso` and `sso_error`. In a login popup it hands the outcome to the shop window that
 * opened it and closes. As a full page (SAML, a blocked popup) it finishes here: logged in, to
 * the page the login started from with a welcome; no account yet, to the prefilled
 * registration; a failure, to /login with the reason in the form's message area.
 */
export default function SocialLoginDonePage() {
  const t = useT();
  useDocumentTitle(t('account.sso.progress'));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const completeExternalLogin = useCompleteExternalLogin();
  const [closing, setClosing] = useState(false);
  const [closeHint, setCloseHint] = useState(false);
  const started = useRef(false);

  // The hint shows only if the window is still open a moment after closing itself; the timer
  // goes with the page, so it never fires into a page (or a test environment) that is gone.
  useEffect(() => {
    if (!closing) return;
    const timer = setTimeout(() => setCloseHint(true), CLOSE_HINT_AFTER_MS);
    return () => clearTimeout(timer);
  }, [closing]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const outcome = readSsoOutcome(params);
    const closeSelf = () => {
      window.close();
      setClosing(true);
    };
    const opener = shopOpener();
    if (opener) {
      opener.postMessage(ssoMessage(outcome), window.location.origin);
      closeSelf();
      return;
    }
    void handOverOrFinish(outcome);

    /** A popup cut from its opener still reaches it on the channel; otherwise finish here. */
    async function handOverOrFinish(o: SsoOutcome) {
      const attempt = pendingPopup();
      if (attempt && (await broadcastOutcome(attempt, o))) {
        closeSelf();
        return;
      }
      clearPendingPopup();
      await finishHere(o);
    }

    async function finishHere({ result, error }: SsoOutcome) {
      if (result === 'register') {
        followCookieSession();
        takeReturnPath();
        await navigate(SSO_REGISTER_PATH, { replace: true });
        return;
      }
      const user = result === 'ok' ? await completeExternalLogin() : null;
      const back = takeReturnPath();
      if (user) {
        await navigate(back, { replace: true });
        notify({
          variant: 'success',
          message: translate('account.sso.welcome', { name: displayName(user) }),
        });
        return;
      }
      const state: LoginPageState = { ssoError: error ?? 'SSO_FAILED' };
      await navigate(back === '/' ? '/login' : loginPathFor(back), { replace: true, state });
    }
  }, [params, navigate, completeExternalLogin]);

  return (
    <Box
      component="main"
      sx={{
        minHeight: '60vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        p: 3,
        textAlign: 'center',
      }}
    >
      <CircularProgress aria-hidden="true" />
      <Typography role="status" variant="h5" component="p">
        {closeHint ? t('account.sso.canClose') : t('account.sso.progress')}
      </Typography>
    </Box>
  );
}
