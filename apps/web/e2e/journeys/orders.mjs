// The shopper's orders (issue 15): orders placed through the API with the shopper's own session
// (checkout/prepare + checkout/buy, as the checkout page does), then the order pages: the list and
// its filters, cancel one (by keyboard), order another again (a result per line), and pay again
// after a declined card on the provider's test page; modify one before its cut-off (order/modify);
// at 360 px.
import { PHONE } from '../lib/browser.mjs';
import { assert, assertEqual, journey } from '../lib/harness.mjs';
import { DEMO_PASSWORD, loginOnPage, shot } from './account-helpers.mjs';
import { check as axeCheck } from './accessibility.mjs';
import { ensurePickupSlot } from './delivery-helpers.mjs';

const SHOPPER = 'mario.rossi@example.com';

/** A call to the shop's API from the page, with the shopper's session cookie. */
async function apiCall(page, method, path, { query = {}, body, headers = {} } = {}) {
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
async function placeOrder(page, products, paymentTypeId = 2) {
  // Each order closes its cart: the next one keeps the last place (decision 0100), which another
  // journey may have made a home address, and needs its slot chosen again. These orders are
  // pickups (parking is for them): the first store of "Ritiro in negozio" is put on the cart.
  const stores = await apiCall(page, 'GET', 'user-address/delivery-service-list', {
    query: { delivery_service_id: '1' },
  });
  const store = stores.data.addresses[0];
  const chosen = await apiCall(page, 'POST', 'user-address/select', {
    query: { address_id: String(store.addressId), delivery_service_id: '1' },
  });
  assertEqual(
    chosen.response.status,
    0,
    `user-address/select: ${JSON.stringify(chosen.response.errorsMessage)}`,
  );
  await page.goto('/');
  await ensurePickupSlot(page);
  const added = await apiCall(page, 'POST', 'cart/add', {
    query: { show_sectors: 'true' },
    body: { items: products.map((p) => ({ productId: p.productId, quantity: 1 })) },
  });
  assertEqual(added.response.status, 0, `cart/add: ${JSON.stringify(added.response.errorsMessage)}`);
  const prepared = await apiCall(page, 'POST', 'checkout/prepare');
  assertEqual(
    prepared.response.status,
    0,
    `checkout/prepare: ${JSON.stringify(prepared.response.errorsMessage)}`,
  );
  const bought = await apiCall(page, 'POST', 'checkout/buy', {
    query: { payment_type_id: String(paymentTypeId) },
    headers: { 'Idempotency-Key': `orders-journey-${Date.now()}-${Math.random()}` },
  });
  assertEqual(bought.response.status, 0, `checkout/buy: ${JSON.stringify(bought.response.errorsMessage)}`);
  return { orderId: bought.data.order.orderId, paymentUrl: bought.data.paymentUrl };
}

/** The shopper logged in, the cart emptied of what earlier journeys left. */
async function readyShopper(page) {
  await loginOnPage(page, SHOPPER);
  const cart = await apiCall(page, 'GET', 'cart/view');
  if (cart.data?.totalItems > 0) await apiCall(page, 'POST', 'cart/delete', { body: {} });
}

/** Logs the demo staff account in from Node (the picking calls have no page yet): its cookie. */
async function staffSession(baseURL) {
  const res = await fetch(`${baseURL}/ebsn/api/auth/login`, {
    method: 'POST',
    headers: { 'X-Ebsn-Client': 'site', 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ login: 'staff@example.com', password: DEMO_PASSWORD }),
  });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  assert(cookie, 'the staff account logs in');
  return async (path, { query = {}, body } = {}) => {
    const qs = new URLSearchParams(query).toString();
    const answer = await fetch(`${baseURL}/ebsn/api/${path}${qs ? `?${qs}` : ''}`, {
      method: 'POST',
      headers: {
        'X-Ebsn-Client': 'site',
        Cookie: cookie,
        ...(body ? { 'Content-Type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    }).then((r) => r.json());
    assertEqual(answer.response.status, 0, `${path}: ${JSON.stringify(answer.response.errorsMessage)}`);
    return answer.data;
  };
}

const orderCard = (page, orderId) => page.getByRole('article', { name: `Ordine n. ${orderId}` });
const chip = (page, label) => page.locator('main .MuiChip-label', { hasText: label });

async function noSidewaysScroll(page, what) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert(overflow <= 0, `${what}: no sideways scrolling at 360 px (${overflow} px too wide)`);
}

/** The provider's page sends the shopper back to the order's confirmation; then its own page. */
async function backToOrder(page, orderId) {
  await page.waitForURL(new RegExp(`/checkout/confirmation/${orderId}$`));
  await page.goto(`/profile/orders/${orderId}`);
}

journey(
  'orders: the list with filters, then cancel one order by keyboard (360 px)',
  async ({ page, data }) => {
    assert(data.pezzo && data.sfuso, 'the demo catalogue has a Pezzo and a Sfuso');
    await readyShopper(page);
    const first = await placeOrder(page, [data.pezzo]);
    const toCancel = await placeOrder(page, [data.pezzo, data.sfuso]);

    // The list, newest first, from the profile's "I miei ordini".
    await page.goto('/profile/dashboard');
    await page.getByRole('link', { name: 'I miei ordini' }).first().click();
    await page.getByRole('heading', { name: 'I miei ordini' }).waitFor();
    for (const o of [first, toCancel]) await orderCard(page, o.orderId).waitFor();
    await shot(page, 'orders-list-360');
    await axeCheck(page, 'orders list (360 px)');
    await noSidewaysScroll(page, 'orders list');

    // Filters: only pending orders; both are still there, and the address bar says so.
    await page.getByRole('button', { name: 'Filtra gli ordini' }).click();
    await page.getByRole('checkbox', { name: 'Solo ordini in corso' }).check();
    await shot(page, 'orders-filters-360');
    await page.getByRole('button', { name: 'Applica i filtri' }).click();
    await page.waitForURL(/show_pending=true/);
    await orderCard(page, toCancel.orderId).waitFor();

    // Cancel, by keyboard: the dialog's safe choice has the focus, Tab reaches the confirm.
    await orderCard(page, toCancel.orderId)
      .getByRole('link', { name: /Dettagli/ })
      .click();
    await page.getByRole('heading', { name: `Ordine n. ${toCancel.orderId}` }).waitFor();
    await page.getByRole('listitem', { name: data.sfuso.name }).waitFor();
    await shot(page, 'orders-detail-360');
    await axeCheck(page, 'order page (360 px)');
    await noSidewaysScroll(page, 'order page');
    await page.getByRole('button', { name: "Annulla l'ordine" }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Annullare l'ordine n. ${toCancel.orderId}?` });
    await dialog.waitFor();
    await shot(page, 'orders-cancel-dialog-360', { fullPage: false });
    assert(
      await dialog.getByRole('button', { name: 'No, tienilo' }).evaluate((b) => b === document.activeElement),
      'the safe choice has the focus',
    );
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await chip(page, 'Annullato').waitFor();
    await page.getByText(`Ordine ${toCancel.orderId} annullato`).first().waitFor();
    // The dialog fades out (195 ms) while the page already shows the cancelled order.
    await dialog.waitFor({ state: 'detached' });
    assertEqual(
      await page.getByRole('button', { name: "Annulla l'ordine" }).count(),
      0,
      'no cancel once cancelled',
    );
    await shot(page, 'orders-cancelled-360');

    // A filtered list without matches, and a made-up order.
    await page.goto('/profile/orders?from_gross_total=99999');
    await page.getByText('Nessun ordine corrisponde ai filtri scelti.').waitFor();
    await page.goto('/profile/orders/999999');
    await page.getByText(/Ordine non trovato/).waitFor();
  },
  { viewport: PHONE },
);

journey(
  'orders: order an earlier order again, a result per line (360 px)',
  async ({ page, data }) => {
    await readyShopper(page);
    const old = await placeOrder(page, [data.pezzo, data.sfuso]);
    await page.goto(`/profile/orders/${old.orderId}`);
    await page.getByRole('button', { name: 'Ordina di nuovo' }).click();
    const result = page.getByRole('dialog', { name: 'Prodotti aggiunti al carrello' });
    await result.waitFor();
    await result.getByText(data.pezzo.name).waitFor();
    await result.getByText(data.sfuso.name).waitFor();
    await shot(page, 'orders-reorder-result-360', { fullPage: false });
    await axeCheck(page, 'reorder result (360 px)');
    await result.getByRole('link', { name: 'Vai al carrello' }).click();
    await page.waitForURL(/\/cart$/);
    const lines = page.locator('main').getByRole('listitem');
    await lines.first().waitFor();
    assertEqual(await lines.count(), 2, 'both lines are in the cart again');
  },
  { viewport: PHONE },
);

journey(
  'orders: a declined card, then paying again from the order page (360 px)',
  async ({ page, data }) => {
    await readyShopper(page);
    const { orderId, paymentUrl } = await placeOrder(page, [data.pezzo], 12);
    assert(paymentUrl, 'a card payment opens the provider page');

    // The provider's test page: the card that is refused.
    await page.goto(paymentUrl);
    await page.getByRole('radio', { name: /Carta rifiutata/ }).check();
    await page.getByRole('button', { name: 'Paga' }).click();
    await backToOrder(page, orderId);
    const warning = page.getByRole('alert').filter({ hasText: 'Pagamento non riuscito' });
    await warning.getByText(/l'ordine verrà annullato automaticamente/).waitFor();
    await shot(page, 'orders-declined-360');
    await axeCheck(page, 'order with a declined card (360 px)');

    // Pay again: back to the provider, this time with the card that succeeds.
    await warning.getByRole('button', { name: 'Paga di nuovo con carta' }).click();
    await page.waitForURL(/\/payment\/test-page/);
    await page.getByRole('radio', { name: /Carta che va a buon fine/ }).check();
    await page.getByRole('button', { name: 'Paga' }).click();
    await backToOrder(page, orderId);
    await chip(page, 'Ordinato').waitFor();
    await page.getByText('Pagamento autorizzato', { exact: false }).first().waitFor();
    assertEqual(await warning.count(), 0, 'no warning once paid');
    await page.getByText('Importo bloccato sulla carta').waitFor();
    await shot(page, 'orders-paid-again-360');
  },
  { viewport: PHONE },
);

journey(
  'orders: the store picks a lighter weight, the shopper sees prepared quantities and the amount charged, then books parking (360 px)',
  async ({ page, data, baseURL }) => {
    await readyShopper(page);
    const { orderId, paymentUrl } = await placeOrder(page, [data.pezzo, data.sfuso], 12);
    await page.goto(paymentUrl);
    await page.getByRole('radio', { name: /Carta che va a buon fine/ }).check();
    await page.getByRole('button', { name: 'Paga' }).click();
    await backToOrder(page, orderId);
    await page.getByText('Importo bloccato sulla carta').waitFor();

    // The store: in charge, the weighed line lighter than ordered, ready (the card is charged).
    const staff = await staffSession(baseURL);
    const taken = await staff('staff/order/take-in-charge', { query: { order_id: String(orderId) } });
    const weighed = taken.orderLines.find((l) => l.weighed);
    const pieces = taken.orderLines.find((l) => !l.weighed);
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
    const ready = await staff('staff/order/ready', { query: { order_id: String(orderId) } });
    assert(
      ready.capturedAmount > 0 && ready.capturedAmount <= ready.prebilledAmount,
      'captured within the hold',
    );

    await page.reload();
    await chip(page, 'Quasi pronto').waitFor();
    const line = page.getByRole('listitem', { name: weighed.name });
    await line.getByText('Preparato meno di quanto ordinato').waitFor();
    const charged = page.getByText('Importo addebitato');
    await charged.waitFor();
    const shown = await charged.locator('xpath=following-sibling::*[1]').innerText();
    assertEqual(
      shown.replace(/\s/g, ' '),
      `${ready.capturedAmount.toFixed(2).replace('.', ',')} €`,
      'the amount charged shown',
    );
    assertEqual(
      await page.getByText('Importo bloccato sulla carta', { exact: true }).count(),
      0,
      'no hold once charged',
    );
    // "di cui IVA" of the ordered total and of the prepared amount.
    await page.getByText('di cui IVA', { exact: true }).waitFor();
    await page.getByText("di cui IVA sull'importo preparato", { exact: true }).waitFor();
    await shot(page, 'orders-picked-vat-360');
    // Ready for pickup: a parking bay, with the server's own words back.
    await page.getByRole('heading', { name: 'Prenota il parcheggio' }).waitFor();
    await page.getByRole('textbox', { name: 'Auto e targa (facoltativo)' }).fill('Fiat Panda bianca AB123CD');
    await page.getByRole('button', { name: 'Prenota il posto' }).click();
    await page
      .getByText('Ti aspettiamo: al tuo arrivo ti porteremo la spesa al parcheggio.')
      .first()
      .waitFor();
    await shot(page, 'orders-picked-360');
    await axeCheck(page, 'picked order (360 px)');
  },
  { viewport: PHONE },
);

journey(
  'orders: modify an order before its cut-off, change a quantity, confirm it again (360 px)',
  async ({ page, data }) => {
    await readyShopper(page);
    const { orderId } = await placeOrder(page, [data.pezzo]);
    await page.goto(`/profile/orders/${orderId}`);
    await page.getByRole('heading', { name: `Ordine n. ${orderId}` }).waitFor();

    // "Modifica l'ordine" asks first; by keyboard, the dialog's confirm is reached with Tab.
    await page.getByRole('button', { name: "Modifica l'ordine" }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Modificare l'ordine n. ${orderId}?` });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Modifica', exact: true }).click();

    // The cart is the order again, and says so with the cut-off.
    await page.waitForURL(/\/cart$/);
    const banner = page.getByRole('alert').filter({ hasText: `Stai modificando l'ordine n. ${orderId}` });
    await banner.getByText(/Puoi cambiare i prodotti entro il .+ alle ore \d\d:\d\d/).waitFor();
    const line = page.locator('main').getByRole('listitem').filter({ hasText: data.pezzo.name });
    await line.getByRole('spinbutton').filter({ hasText: '1 pz' }).waitFor();
    await shot(page, 'orders-modify-cart-360');
    await axeCheck(page, 'cart of an order being modified (360 px)');
    await noSidewaysScroll(page, 'cart of an order being modified');
    // Meanwhile the order's page says where the order is, with no cancel nor modify.
    await page.goto(`/profile/orders/${orderId}`);
    await page
      .getByText('Stai modificando questo ordine: lo trovi nel carrello.', { exact: false })
      .waitFor();
    assertEqual(
      await page.getByRole('button', { name: "Annulla l'ordine" }).count(),
      0,
      'no cancel meanwhile',
    );
    await page.getByRole('link', { name: 'Vai al carrello' }).click();
    await page.waitForURL(/\/cart$/);
    await line.getByRole('button', { name: 'Aumenta quantità' }).click();
    await line.getByRole('spinbutton').filter({ hasText: '2 pz' }).waitFor();

    // The checkout keeps the slot and the payment type, and confirms the modified order.
    await page.getByRole('link', { name: 'Conferma le modifiche' }).click();
    await page.waitForURL('**/checkout');
    await page.getByText(`Stai modificando l'ordine n. ${orderId}`).waitFor();
    assertEqual(
      await page.getByRole('button', { name: 'Cambia fascia oraria' }).count(),
      0,
      'the slot stays',
    );
    await page
      .getByRole('checkbox', { name: 'Ho letto e accetto le condizioni generali di vendita' })
      .check();
    await shot(page, 'orders-modify-checkout-360');
    await axeCheck(page, 'checkout of an order being modified (360 px)');
    await noSidewaysScroll(page, 'checkout of an order being modified');
    await page.getByRole('button', { name: 'Conferma le modifiche' }).click();
    await page.waitForURL(new RegExp(`/checkout/confirmation/${orderId}$`)).catch(async (e) => {
      // Refused: the checkout says why in an alert, which is what the failure should report.
      const said = await page.getByRole('alert').allInnerTexts();
      throw new Error(`no confirmation page (${said.join(' | ')}): ${e.message}`);
    });
    await page.getByRole('heading', { level: 1, name: 'Ordine modificato' }).waitFor();
    await page.getByText(`Ordine n. ${orderId}`).first().waitFor();
    await shot(page, 'orders-modify-confirmation-360');

    // The same order, with the new quantity, still modifiable before its cut-off.
    await page.goto(`/profile/orders/${orderId}`);
    const ordered = page.getByRole('listitem', { name: data.pezzo.name });
    await ordered.getByText(/2 pz/).first().waitFor();
    await page.getByRole('button', { name: "Modifica l'ordine" }).waitFor();
    await shot(page, 'orders-modified-360');
  },
  { viewport: PHONE },
);
