import { appEvents } from '../events';

/**
 * Asks the app to open the login dialog (storefront spec: "the dialog form of login"). Anything
 * that needs a login (add to cart, favourites) calls this; app/layout listens and loads the
 * dialog from features/account on first use.
 */
export function requestLogin(): void {
  appEvents.emit('login-required');
}

/**
 * Opens the login dialog and resolves when it closes: true when the shopper logged in. What asked
 * for the login (an add to the cart) then goes on instead of making the shopper start again.
 */
export function loginThen(): Promise<boolean> {
  return new Promise((resolve) => {
    const off = appEvents.on('login-closed', ({ loggedIn }) => {
      off();
      resolve(loggedIn);
    });
    requestLogin();
  });
}
