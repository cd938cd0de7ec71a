import { useEffect, useRef } from 'react';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { closeSnackbar, enqueueSnackbar, SnackbarProvider } from 'notistack';
import { siteConfig } from '../../lib/config';
import { appEvents, type Notice } from '../../lib/events';
import { SnackbarContent } from './SnackbarContent';
import { HEADER_BOTTOM_VAR, useHeaderBottom } from './useHeaderBottom';

// Phones: notices at the top, under the sticky header (never over its menu, cart and account
// buttons), away from the stepper and 'Aggiungi' the shopper's thumb is on.
const PHONE_TOP_CLASS = 'spesa-notices-under-header';
const phoneTopStyles = {
  [`.${PHONE_TOP_CLASS}`]: { top: `calc(var(${HEADER_BOTTOM_VAR}, 0px) + 8px) !important` },
};

const components = {
  default: SnackbarContent,
  success: SnackbarContent,
  error: SnackbarContent,
  warning: SnackbarContent,
  info: SnackbarContent,
};

interface Props {
  pending: Notice[];
  /** Called with the notices now on screen, so the queue can drop them. */
  onShown: (shown: Notice[]) => void;
}

/** notistack, loaded with the first notice (most visits never need it). */
export default function SnackbarHost({ pending, onShown }: Props) {
  // Identity set: effects may run twice (StrictMode) before the queue shrinks; show each once.
  const shown = useRef(new WeakSet<Notice>());
  const phone = useMediaQuery('(max-width:599.95px)'); // the theme's xs
  useHeaderBottom(phone);
  // Notices with a server code carry it as their key, so that a resolved one can be closed.
  useEffect(() => appEvents.on('notice-resolved', (code) => closeSnackbar(code)), []);
  useEffect(() => {
    const fresh = pending.filter((n) => !shown.current.has(n));
    if (fresh.length === 0) return;
    for (const notice of fresh) {
      shown.current.add(notice);
      enqueueSnackbar(notice.message, {
        variant: notice.variant,
        persist: notice.persist,
        // The same message twice in a row (e.g. a failing retry) is shown once.
        preventDuplicate: true,
        ...(notice.code && { key: notice.code }),
        action: notice.action
          ? (key) => (
              <Button
                color="inherit"
                variant="outlined"
                size="small"
                onClick={() => {
                  closeSnackbar(key);
                  notice.action!.onClick();
                }}
              >
                {notice.action!.label}
              </Button>
            )
          : undefined,
      });
    }
    onShown(fresh);
  }, [pending, onShown]);

  return (
    <>
      {phone && <GlobalStyles styles={phoneTopStyles} />}
      <SnackbarProvider
        maxSnack={siteConfig.snackbar.maxSnack}
        autoHideDuration={siteConfig.snackbar.autoHideDuration}
        anchorOrigin={{ vertical: phone ? 'top' : 'bottom', horizontal: 'center' }}
        classes={{ containerAnchorOriginTopCenter: PHONE_TOP_CLASS }}
        Components={components}
      />
    </>
  );
}
