import { useEffect, useState } from 'react';
import { lazyPart } from '../../components/ui/lazy-part/lazyPart';
import { appEvents } from '../../lib/events';

// The login dialog and the whole login form load the first time something asks for a login.
const LoginDialog = lazyPart(
  'LoginDialog',
  () => import('../../features/account/components/login/LoginDialog'),
);

/** Opens the login dialog when anything calls requestLogin() (lib/auth). */
export function LoginDialogHost() {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  useEffect(
    () =>
      appEvents.on('login-required', () => {
        setUsed(true);
        setOpen(true);
      }),
    [],
  );
  if (!used) return null;
  // Whoever waits on the dialog (loginThen) learns how it closed.
  const close = (loggedIn: boolean) => {
    setOpen(false);
    appEvents.emit('login-closed', { loggedIn });
  };
  return <LoginDialog open={open} onClose={() => close(false)} onLoggedIn={() => close(true)} />;
}
