import { encodeCartQuantity, type Cart, type Product } from '@spesa/domain';
import { emitEnvelopeNotices } from '../../../lib/api/envelope';
import { siteConfig } from '../../../lib/config';
import { notify } from '../../../lib/events';
import { t } from '../../../lib/i18n';
import type { AddItem } from '../api/addApi';
import type { CartEnvelope } from '../api/cartMutation';
import { hasMessages, showCartError } from './cartNotices';

/** What the flow needs from the rest of the shop; app/ and the tests provide it. */
export interface AddToCartDeps {
  isLoggedIn: () => Promise<boolean>;
  /** Whether the shop keeps a visitor's cart (anonymous cart on): cart/view answers a visitor. */
  visitorCartOn: () => Promise<boolean>;
  /** Opens the login dialog; resolves true once the shopper has logged in through it. */
  login: () => Promise<boolean>;
  /** The cart: the cached one, or read again (`fresh`) after the delivery dialogs. */
  readCart: (fresh?: boolean) => Promise<Cart | null>;
  /** Opens the delivery dialogs at a step; resolves when the shopper has closed them. */
  chooseDelivery: (step: 'address' | 'timeslot') => Promise<void>;
  /** The options modal: the chosen options, or null when closed without choosing. */
  askOptions: (product: Product, chosen: Record<string, string>) => Promise<Record<string, string> | null>;
  /** The selectable promotion: true Sì, false No, null closed. */
  askPromo: (product: Product) => Promise<boolean | null>;
  add: (items: AddItem[]) => Promise<CartEnvelope>;
  /** A gift code kept from a link, handed out once (then forgotten), or null. */
  takeGiftCode: () => string | null;
  /** cart-giftcertificate/add_code; the flow ignores its failures (spec: silent). */
  sendGiftCode: (code: string) => Promise<unknown>;
}

export type AddOutcome = 'login' | 'delivery' | 'cancelled' | 'added' | 'refused';

/** Options the shopper has not chosen yet (the chosen ones are kept for the modal). */
function missingOptions(product: Product, params: Record<string, string>) {
  return product.selectOptions.filter((o) => !params[o.parameterName]);
}

function defaults(product: Product, params: Record<string, string>): Record<string, string> {
  const chosen: Record<string, string> = {};
  for (const o of product.selectOptions) {
    const key = params[o.parameterName] ?? o.selected?.key;
    if (key) chosen[o.parameterName] = key;
  }
  return chosen;
}

/** The address, then the timeslot, asked for while missing; false when the shopper left without. */
export async function deliveryChosen(deps: AddToCartDeps): Promise<boolean> {
  let cart = await deps.readCart();
  if (!cart?.shippingAddress) {
    await deps.chooseDelivery('address');
    cart = await deps.readCart(true);
    if (!cart?.shippingAddress) return false;
  }
  if (!cart.timeslot) {
    await deps.chooseDelivery('timeslot');
    cart = await deps.readCart(true);
    if (!cart?.shippingAddress || !cart.timeslot) return false;
  }
  return true;
}

/**
 * The gift code step: a code kept from a link is sent before the add. A refused or failed code
 * changes nothing and says nothing (spec); either way it is forgotten, so it is sent once.
 */
async function sendPendingGiftCode(deps: AddToCartDeps): Promise<void> {
  const code = deps.takeGiftCode();
  if (code === null) return;
  try {
    await deps.sendGiftCode(code);
  } catch {
    // Silent by the spec: the shopper can still type the code on the cart page.
  }
}

/**
 * The add-to-cart flow in the spec's order (storefront section 4): login (unless the shop keeps
 * visitors' carts), an address, a timeslot, a gift code kept from a link, the options still missing (modal), the selectable
 * promotion (No sends use_wpid -1, Sì the promo id), then cart/add. A visitor who logs in from the
 * flow goes on with the add (decision 0056); a visitor adding to their own cart skips the address,
 * timeslot and gift code, which need an account. The success toast appears only for status 0 without any
 * message; otherwise the server's own messages are shown.
 *
 * @param quantity thousandths of the selling unit
 */
export async function runAddToCart(
  deps: AddToCartDeps,
  product: Product,
  quantity: number,
  params: Record<string, string> = {},
): Promise<AddOutcome> {
  let loggedIn = await deps.isLoggedIn();
  if (!loggedIn && !(await deps.visitorCartOn())) {
    if (!(await deps.login())) return 'login';
    loggedIn = true;
  }
  if (loggedIn && !(await deliveryChosen(deps))) return 'delivery';
  // Gift codes need an account (decision 0031): a visitor's code waits for their login.
  if (loggedIn) await sendPendingGiftCode(deps);

  let chosen = params;
  if (missingOptions(product, params).length > 0) {
    const answer = await deps.askOptions(product, defaults(product, params));
    if (!answer || missingOptions(product, answer).length > 0) return 'cancelled';
    chosen = answer;
  }

  let useWpid: number | undefined;
  const promo = product.warehousePromo;
  if (promo?.selectable) {
    const yes = await deps.askPromo(product);
    if (yes === null) return 'cancelled';
    useWpid = yes ? promo.warehousePromoId : -1;
  }

  const item: AddItem = {
    productId: product.productId,
    quantity: encodeCartQuantity(quantity),
    ...(Object.keys(chosen).length > 0 ? { params: chosen } : {}),
    ...(useWpid !== undefined ? { use_wpid: useWpid } : {}),
    infos: { accept_alternatives: siteConfig.acceptAlternatives },
  };
  try {
    const envelope = await deps.add([item]);
    if (envelope.response.status === 0 && !hasMessages(envelope.response))
      notify({ variant: 'success', message: t('cart.productAddText') });
    else emitEnvelopeNotices(envelope.response);
    return 'added';
  } catch (e) {
    // A refusal carries the server's coded Italian message (quantity, availability, options).
    showCartError(e, 'cart.productAddError');
    return 'refused';
  }
}
