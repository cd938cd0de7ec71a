// The shopper's orders (issue 15): orders placed through the API with the shopper's own session
// (checkout/prepare + checkout/buy, as the checkout page does), then the order pages: the list and
// its filters, cancel one (by keyboard), order another again (a result per line), and pay again
// after a declined card on the provider's test page; modify one before its cut-off (order/modify);
// at 360 px.
import type { Page } from '@playwright/test';
import { PHONE } from '../lib/browser.mjs';
import { check as axeCheck } from '../lib/axe';
import type { Product } from '../lib/data';
import { type Accounts, DEMO_PASSWORD, expect, gotoHydrated, present, test } from '../lib/fixtures';
import { shot } from '../lib/screenshots';
import { ensurePickupSlot } from './delivery-helpers';

const SHOPPER = 'mario.rossi@example.com';

interface Envelope<T = Record<string, unknown>> {
  response: { status: number; errorsMessage?: unknown };
  data: T;
}

/** A call to the shop's API from the page, with the shopper's session cookie. */
async function apiCall<T = Record<string, unknown>>(
  page: Page,
  method: string,
  path: string,
  {
    query = {},
    body,
    headers = {},
  }: { query?: Record<string, string>; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Envelope<T>> {
  return page.evaluate(
    async ({ method, path, query, body, headers }) => {
      const qs = new URLSearchParams(query).toString();
      const res = await fetch(`/ebsn/api/${path}${qs ? `?${qs}` : ''}`, {
        method,
        headers: {
          'X-Ebsn-Client': 'site',
          Accept: 'application/json',
          ...(body ? { 'Content-Type': 'application/json' } : {}),
          ...headers,
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      return res.json();
    },
    { method, path, query, body, headers },
  );
}

/**
 * Puts `products` in the cart (one piece each) and buys it with `paymentTypeId` (2 on delivery,
 * 12 card): the order's id and the payment page to open, if any.
 */
async function placeOrder(page: Page, products: Product[], paymentTypeId = 2) {
  // Each order closes its cart: the next one keeps the last place (decision 0100), which another
  // journey may have made a home address, and needs its slot chosen again. These orders are
  // pickups (parking is for them): the first store of "Ritiro in negozio" is put on the cart.
  const stores = await apiCall<{ addresses: { addressId: number }[] }>(
    page,
    'GET',
    'user-address/delivery-service-list',
    { query: { delivery_service_id: '1' } },
  );
  const store = stores.data.addresses[0];
  const chosen = await apiCall(page, 'POST', 'user-address/select', {
    query: { address_id: String(store.addressId), delivery_service_id: '1' },
  });
  expect(
    chosen.response.status,
    `user-address/select: ${JSON.stringify(chosen.response.errorsMessage)}`,
  ).toBe(0);
  await gotoHydrated(page, '/');
  await ensurePickupSlot(page);
  const added = await apiCall(page, 'POST', 'cart/add', {
    query: { show_sectors: 'true' },
    body: { items: products.map((p) => ({ productId: p.productId, quantity: 1 })) },
  });
  expect(added.response.status, `cart/add: ${JSON.stringify(added.response.errorsMessage)}`).toBe(0);
  const prepared = await apiCall(page, 'POST', 'checkout/prepare');
  expect(
    prepared.response.status,
    `checkout/prepare: ${JSON.stringify(prepared.response.errorsMessage)}`,
  ).toBe(0);
  const bought = await apiCall<{ order: { orderId: number }; paymentUrl?: string }>(
    page,
    'POST',
    'checkout/buy',
    {
      query: { payment_type_id: String(paymentTypeId) },
      headers: { 'Idempotency-Key': `orders-journey-${Date.now()}-${Math.random()}` },
    },
  );
  expect(bought.response.status, `checkout/buy: ${JSON.stringify(bought.response.errorsMessage)}`).toBe(0);
  return { orderId: bought.data.order.orderId, paymentUrl: bought.data.paymentUrl };
}

/** The shopper logged in, the cart emptied of what earlier journeys left. */
async function readyShopper(page: Page, accounts: Accounts) {
  await accounts.login(SHOPPER);
  const cart = await apiCall<{ totalItems?: number }>(page, 'GET', 'cart/view');
  if ((cart.data?.totalItems ?? 0) > 0) await apiCall(page, 'POST', 'cart/delete', { body: {} });
}

interface OrderLine {
  itemId: number;
  name: string;
  quantity: number;
  weighed: boolean;
}

/** Logs the demo staff account in from Node (the picking calls have no page yet): its cookie. */
async function staffSession(baseURL: string) {
  const res = await fetch(`${baseURL}/ebsn/api/auth/login`, {
    method: 'POST',
    headers: { 'X-Ebsn-Client': 'site', 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ login: 'staff@example.com', password: DEMO_PASSWORD }),
  });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  expect(cookie, 'the staff account logs in').toBeTruthy();
  return async <T>(
    path: string,
    { query = {}, body }: { query?: Record<string, string>; body?: unknown } = {},
  ) => {
    const qs = new URLSearchParams(query).toString();
    const answer = (await fetch(`${baseURL}/ebsn/api/${path}${qs ? `?${qs}` : ''}`, {
      method: 'POST',
      headers: {
        'X-Ebsn-Client': 'site',
        Cookie: cookie,
        ...(body ? { 'Content-Type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    }).then((r) => r.json())) as Envelope<T>;
    expect(answer.response.status, `${path}: ${JSON.stringify(answer.response.errorsMessage)}`).toBe(0);
    return answer.data;
  };
}

const orderCard = (page: Page, orderId: number) =>
  page.getByRole('article', { name: `Ordine n. ${orderId}` });
const chip = (page: Page, label: string) => page.locator('main .MuiChip-label', { hasText: label });

async function noSidewaysScroll(page: Page, what: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${what}: no sideways scrolling at 360 px (${overflow} px too wide)`).toBeLessThanOrEqual(
    0,
  );
}

/** The provider's page sends the shopper back to the order's confirmation; then its own page. */
async function backToOrder(page: Page, orderId: number) {
  await expect(page).toHaveURL(new RegExp(`/checkout/confirmation/${orderId}$`));
  await gotoHydrated(page, `/profile/orders/${orderId}`);
}

test.use({ viewport: PHONE });

test('orders: the list with filters, then cancel one order by keyboard (360 px)', async ({
  page,
  goto,
  accounts,
  data,
}) => {
  const sfuso = present(data.sfuso, 'the demo catalogue has a Pezzo and a Sfuso');
  await readyShopper(page, accounts);
  const first = await placeOrder(page, [data.pezzo]);
  const toCancel = await placeOrder(page, [data.pezzo, sfuso]);

  // The list, newest first, from the profile's "I miei ordini".
  await goto('/profile/dashboard');
  await page.getByRole('link', { name: 'I miei ordini' }).first().click();
  await expect(page.getByRole('heading', { name: 'I miei ordini' })).toBeVisible();
  for (const o of [first, toCancel]) await expect(orderCard(page, o.orderId)).toBeVisible();
  await shot(page, 'orders-list-360');
  await axeCheck(page, 'orders list (360 px)');
  await noSidewaysScroll(page, 'orders list');

  // Filters: only pending orders; both are still there, and the address bar says so.
  await page.getByRole('button', { name: 'Filtra gli ordini' }).click();
  await page.getByRole('checkbox', { name: 'Solo ordini in corso' }).check();
  await shot(page, 'orders-filters-360');
  await page.getByRole('button', { name: 'Applica i filtri' }).click();
  await expect(page).toHaveURL(/show_pending=true/);
  await expect(orderCard(page, toCancel.orderId)).toBeVisible();

  // Cancel, by keyboard: the dialog's safe choice has the focus, Tab reaches the confirm.
  await orderCard(page, toCancel.orderId)
    .getByRole('link', { name: /Dettagli/ })
    .click();
  await expect(page.getByRole('heading', { name: `Ordine n. ${toCancel.orderId}` })).toBeVisible();
  await expect(page.getByRole('listitem', { name: sfuso.name })).toBeVisible();
  await shot(page, 'orders-detail-360');
  await axeCheck(page, 'order page (360 px)');
  await noSidewaysScroll(page, 'order page');
  await page.getByRole('button', { name: "Annulla l'ordine" }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Annullare l'ordine n. ${toCancel.orderId}?` });
  await expect(dialog).toBeVisible();
  await shot(page, 'orders-cancel-dialog-360', { fullPage: false });
  await expect(
    dialog.getByRole('button', { name: 'No, tienilo' }),
    'the safe choice has the focus',
  ).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(chip(page, 'Annullato')).toBeVisible();
  await expect(page.getByText(`Ordine ${toCancel.orderId} annullato`).first()).toBeVisible();
  // The dialog fades out (195 ms) while the page already shows the cancelled order.
  await expect(dialog).toHaveCount(0);
  expect(
    await page.getByRole('button', { name: "Annulla l'ordine" }).count(),
    'no cancel once cancelled',
  ).toBe(0);
  await shot(page, 'orders-cancelled-360');

  // A filtered list without matches, and a made-up order.
  await goto('/profile/orders?from_gross_total=99999');
  await expect(page.getByText('Nessun ordine corrisponde ai filtri scelti.')).toBeVisible();
  await goto('/profile/orders/999999');
  await expect(page.getByText(/Ordine non trovato/)).toBeVisible();
});

test('orders: order an earlier order again, a result per line (360 px)', async ({
  page,
  goto,
  accounts,
  data,
}) => {
  const sfuso = present(data.sfuso, 'the demo catalogue has a Sfuso');
  await readyShopper(page, accounts);
  const old = await placeOrder(page, [data.pezzo, sfuso]);
  await goto(`/profile/orders/${old.orderId}`);
  await page.getByRole('button', { name: 'Ordina di nuovo' }).click();
  const result = page.getByRole('dialog', { name: 'Prodotti aggiunti al carrello' });
  await expect(result).toBeVisible();
  await expect(result.getByText(data.pezzo.name)).toBeVisible();
  await expect(result.getByText(sfuso.name)).toBeVisible();
  await shot(page, 'orders-reorder-result-360', { fullPage: false });
  await axeCheck(page, 'reorder result (360 px)');
  await result.getByRole('link', { name: 'Vai al carrello' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const lines = page.locator('main').getByRole('listitem');
  await expect(lines.first()).toBeVisible();
  await expect(lines, 'both lines are in the cart again').toHaveCount(2);
});

test('orders: a declined card, then paying again from the order page (360 px)', async ({
  page,
  goto,
  accounts,
  data,
}) => {
  await readyShopper(page, accounts);
  const { orderId, paymentUrl } = await placeOrder(page, [data.pezzo], 12);
  expect(paymentUrl, 'a card payment opens the provider page').toBeTruthy();

  // The provider's test page: the card that is refused.
  await goto(paymentUrl as string);
  await page.getByRole('radio', { name: /Carta rifiutata/ }).check();
  await page.getByRole('button', { name: 'Paga' }).click();
  await backToOrder(page, orderId);
  const warning = page.getByRole('alert').filter({ hasText: 'Pagamento non riuscito' });
  await expect(warning.getByText(/l'ordine verrà annullato automaticamente/)).toBeVisible();
  await shot(page, 'orders-declined-360');
  await axeCheck(page, 'order with a declined card (360 px)');

  // Pay again: back to the provider, this time with the card that succeeds.
  await warning.getByRole('button', { name: 'Paga di nuovo con carta' }).click();
  await expect(page).toHaveURL(/\/payment\/test-page/);
  await page.getByRole('radio', { name: /Carta che va a buon fine/ }).check();
  await page.getByRole('button', { name: 'Paga' }).click();
  await backToOrder(page, orderId);
  await expect(chip(page, 'Ordinato')).toBeVisible();
  await expect(page.getByText('Pagamento autorizzato', { exact: false }).first()).toBeVisible();
  expect(await warning.count(), 'no warning once paid').toBe(0);
  await expect(page.getByText('Importo bloccato sulla carta')).toBeVisible();
  await shot(page, 'orders-paid-again-360');
});

test('orders: the store picks a lighter weight, the shopper sees prepared quantities and the amount charged, then books parking (360 px)', async ({
  page,
  goto,
  reload,
  accounts,
  data,
  baseURL,
}) => {
  const sfuso = present(data.sfuso, 'the demo catalogue has a Sfuso');
  await readyShopper(page, accounts);
  const { orderId, paymentUrl } = await placeOrder(page, [data.pezzo, sfuso], 12);
  await goto(paymentUrl as string);
  await page.getByRole('radio', { name: /Carta che va a buon fine/ }).check();
  await page.getByRole('button', { name: 'Paga' }).click();
  await backToOrder(page, orderId);
  await expect(page.getByText('Importo bloccato sulla carta')).toBeVisible();

  // The store: in charge, the weighed line lighter than ordered, ready (the card is charged).
  const staff = await staffSession(baseURL as string);
  const taken = await staff<{ orderLines: OrderLine[] }>('staff/order/take-in-charge', {
    query: { order_id: String(orderId) },
  });
  const weighed = present(
    taken.orderLines.find((l) => l.weighed),
    'a weighed line',
  );
  const pieces = present(
    taken.orderLines.find((l) => !l.weighed),
    'a line by the piece',
  );
  const lighter = Math.round(weighed.quantity * 800) / 1000;
  await staff('staff/order/prepare', {
    body: {
      orderId,
      lines: [
        { itemId: pieces.itemId, preparedQuantity: pieces.quantity },
        { itemId: weighed.itemId, preparedQuantity: lighter },
      ],
    },
  });
  const ready = await staff<{ capturedAmount: number; prebilledAmount: number }>('staff/order/ready', {
    query: { order_id: String(orderId) },
  });
  expect(
    ready.capturedAmount > 0 && ready.capturedAmount <= ready.prebilledAmount,
    'captured within the hold',
  ).toBe(true);

  await reload();
  await expect(chip(page, 'Quasi pronto')).toBeVisible();
  const line = page.getByRole('listitem', { name: weighed.name });
  await expect(line.getByText('Preparato meno di quanto ordinato')).toBeVisible();
  const charged = page.getByText('Importo addebitato');
  await expect(charged).toBeVisible();
  const shown = await charged.locator('xpath=following-sibling::*[1]').innerText();
  expect(shown.replace(/\s/g, ' '), 'the amount charged shown').toBe(
    `${ready.capturedAmount.toFixed(2).replace('.', ',')} €`,
  );
  expect(
    await page.getByText('Importo bloccato sulla carta', { exact: true }).count(),
    'no hold once charged',
  ).toBe(0);
  // "di cui IVA" of the ordered total and of the prepared amount.
  await expect(page.getByText('di cui IVA', { exact: true })).toBeVisible();
  await expect(page.getByText("di cui IVA sull'importo preparato", { exact: true })).toBeVisible();
  await shot(page, 'orders-picked-vat-360');
  // Ready for pickup: a parking bay, with the server's own words back.
  await expect(page.getByRole('heading', { name: 'Prenota il parcheggio' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Auto e targa (facoltativo)' }).fill('Fiat Panda bianca AB123CD');
  await page.getByRole('button', { name: 'Prenota il posto' }).click();
  await expect(
    page.getByText('Ti aspettiamo: al tuo arrivo ti porteremo la spesa al parcheggio.').first(),
  ).toBeVisible();
  await shot(page, 'orders-picked-360');
  await axeCheck(page, 'picked order (360 px)');
});

test('orders: modify an order before its cut-off, change a quantity, confirm it again (360 px)', async ({
  page,
  goto,
  accounts,
  data,
}) => {
  await readyShopper(page, accounts);
  const { orderId } = await placeOrder(page, [data.pezzo]);
  await goto(`/profile/orders/${orderId}`);
  await expect(page.getByRole('heading', { name: `Ordine n. ${orderId}` })).toBeVisible();

  // "Modifica l'ordine" asks first; by keyboard, the dialog's confirm is reached with Tab.
  await page.getByRole('button', { name: "Modifica l'ordine" }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Modificare l'ordine n. ${orderId}?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Modifica', exact: true }).click();

  // The cart is the order again, and says so with the cut-off.
  await expect(page).toHaveURL(/\/cart$/);
  const banner = page.getByRole('alert').filter({ hasText: `Stai modificando l'ordine n. ${orderId}` });
  await expect(banner.getByText(/Puoi cambiare i prodotti entro il .+ alle ore \d\d:\d\d/)).toBeVisible();
  const line = page.locator('main').getByRole('listitem').filter({ hasText: data.pezzo.name });
  await expect(line.getByRole('spinbutton').filter({ hasText: '1 pz' })).toBeVisible();
  await shot(page, 'orders-modify-cart-360');
  await axeCheck(page, 'cart of an order being modified (360 px)');
  await noSidewaysScroll(page, 'cart of an order being modified');
  // Meanwhile the order's page says where the order is, with no cancel nor modify.
  await goto(`/profile/orders/${orderId}`);
  await expect(
    page.getByText('Stai modificando questo ordine: lo trovi nel carrello.', { exact: false }),
  ).toBeVisible();
  expect(await page.getByRole('button', { name: "Annulla l'ordine" }).count(), 'no cancel meanwhile').toBe(0);
  await page.getByRole('link', { name: 'Vai al carrello' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await line.getByRole('button', { name: 'Aumenta quantità' }).click();
  await expect(line.getByRole('spinbutton').filter({ hasText: '2 pz' })).toBeVisible();

  // The checkout keeps the slot and the payment type, and confirms the modified order.
  await page.getByRole('link', { name: 'Conferma le modifiche' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByText(`Stai modificando l'ordine n. ${orderId}`)).toBeVisible();
  expect(await page.getByRole('button', { name: 'Cambia fascia oraria' }).count(), 'the slot stays').toBe(0);
  await page.getByRole('checkbox', { name: 'Ho letto e accetto le condizioni generali di vendita' }).check();
  await shot(page, 'orders-modify-checkout-360');
  await axeCheck(page, 'checkout of an order being modified (360 px)');
  await noSidewaysScroll(page, 'checkout of an order being modified');
  await page.getByRole('button', { name: 'Conferma le modifiche' }).click();
  await expect(page)
    .toHaveURL(new RegExp(`/checkout/confirmation/${orderId}$`))
    .catch(async (e: Error) => {
      // Refused: the checkout says why in an alert, which is what the failure should report.
      const said = await page.getByRole('alert').allInnerTexts();
      throw new Error(`no confirmation page (${said.join(' | ')}): ${e.message}`);
    });
  await expect(page.getByRole('heading', { level: 1, name: 'Ordine modificato' })).toBeVisible();
  await expect(page.getByText(`Ordine n. ${orderId}`).first()).toBeVisible();
  await shot(page, 'orders-modify-confirmation-360');

  // The same order, with the new quantity, still modifiable before its cut-off.
  await goto(`/profile/orders/${orderId}`);
  const ordered = page.getByRole('listitem', { name: data.pezzo.name });
  await expect(ordered.getByText(/2 pz/).first()).toBeVisible();
  await expect(page.getByRole('button', { name: "Modifica l'ordine" })).toBeVisible();
  await shot(page, 'orders-modified-360');
});
