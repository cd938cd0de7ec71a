import { appEvents } from '../events';

/**
 * Asks the app to open the login dialog (storefront spec: "the dialog form of login"). Anything
 * that needs a login (add to cart, favourites) calls this; app/layout listens and loads the
 * dialog from features/account on first use.
 */
export function requestLogin(): void {
  appEvents.emit('login-required');
}
