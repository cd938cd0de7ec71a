import { useCallback, useEffect, useState } from 'react';
import { lazyPart } from '../../components/ui/lazy-part/lazyPart';
import { appEvents, listenToNotices, type Notice } from '../../lib/events';

const SnackbarHost = lazyPart('SnackbarHost', () => import('./SnackbarHost'));
const PopupNoticeDialog = lazyPart('PopupNoticeDialog', () => import('./PopupNoticeDialog'));

/**
 * Connects the event bus of lib/events (used by the API client and other non-React code) to
 * the snackbar and, for popup codes, to a dialog. Both load on the first notice; notices that
 * arrive meanwhile wait in a queue, so none is lost.
 */
export function NoticeBridge() {
  const [pending, setPending] = useState<Notice[]>([]);
  const [snackbarNeeded, setSnackbarNeeded] = useState(false);
  const [popups, setPopups] = useState<Notice[]>([]);

  useEffect(
    () =>
      listenToNotices((notice) => {
        if (notice.popup) {
          setPopups((q) => [...q, notice]);
        } else {
          setSnackbarNeeded(true);
          setPending((q) => [...q, notice]);
        }
      }),
    [],
  );

  // A notice resolved before its snackbar could load is simply not shown.
  useEffect(
    () => appEvents.on('notice-resolved', (code) => setPending((q) => q.filter((n) => n.code !== code))),
    [],
  );

  const onShown = useCallback(
    (shown: Notice[]) => setPending((q) => q.filter((n) => !shown.includes(n))),
    [],
  );

  return (
    <>
      {snackbarNeeded && <SnackbarHost pending={pending} onShown={onShown} />}
      {popups.length > 0 && (
        <PopupNoticeDialog notice={popups[0]} onClose={() => setPopups((q) => q.slice(1))} />
      )}
    </>
  );
}
