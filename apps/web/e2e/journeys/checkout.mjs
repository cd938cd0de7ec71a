// Checkout (issue 14, storefront): from the cart page's "Vai alla cassa" to the confirmation page
// with every payment type: on delivery, an online card that succeeds, a card that asks for its
// 3-D Secure code, PayPal (the built-in test provider's page and back), the summary invoice of a
// business customer made out to its second company, a declined card (the spec's text and "Paga di
// nuovo"), a slot that fills up before the confirmation, and once by keyboard.
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { screenshotDir } from '../lib/server.mjs';
import { DESKTOP, PHONE } from '../lib/browser.mjs';
import { assert, journey } from '../lib/harness.mjs';
import { latestMail, loginOnPage, shot } from './account-helpers.mjs';
import { check as axeCheck } from './accessibility.mjs';
import { addWithPlace } from './cart.mjs';
import { chooseFirstSlot } from './delivery-helpers.mjs';

const PRIVATE = 'mario.rossi@example.com';
const BUSINESS = 'ristorante@example.com';
const TERMS = 'Ho letto e accetto le condizioni generali di vendita';
/** Paying on delivery: "Al ritiro" when the cart's goods are picked up (issue 40). */
const ON_DELIVERY = /^(Alla consegna|Al ritiro)$/;
const SLOT_FULL = "La fascia oraria scelta è esaurita: scegline un'altra.";
const DECLINED =
  "Il pagamento non è andato a buon fine. L'ordine verrà annullato automaticamente tra poco se non ripeti il pagamento.";

/** Logged in, a product in the cart (and a place and slot), then the cart page's button to /checkout. */
async function toCheckout(page, data, email, { afterLogin } = {}) {
  await loginOnPage(page, email);
  await afterLogin?.();
  await addWithPlace(page, data.pezzo);
  await page.goto('/cart');
  await page.getByRole('link', { name: 'Vai alla cassa' }).click();
  await page.waitForURL('**/checkout');
  await page.getByRole('heading', { level: 1, name: 'Cassa' }).waitFor();
  await page.getByRole('radio', { name: ON_DELIVERY }).waitFor();
}

/** Chooses the payment type, consents to the held amount when it is an online one, accepts the terms. */
async function choosePayment(page, type, { online = false } = {}) {
  await page.getByRole('radio', { name: type }).check();
  if (online) {
    const consent = page.getByRole('checkbox', { name: /^Acconsento al blocco di \d+,\d\d/ });
    await page.getByText(/^Importo bloccato sulla carta: \d+,\d\d/).waitFor();
    await consent.check();
  }
  await page.getByRole('checkbox', { name: TERMS }).check();
}

async function confirmOrder(page) {
  await page.getByRole('button', { name: 'Conferma ordine' }).click();
}

/** The confirmation page: its title, the order number, and the payment state said. */
async function expectConfirmation(page, title, state) {
  await page.waitForURL(/\/checkout\/confirmation\/\d+$/);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  const number = await page.getByText(/^Ordine n\. \d+$/).innerText();
  await page.locator('main dd', { hasText: state }).first().waitFor();
  return Number(number.replace(/\D/g, ''));
}

/** On the provider's hosted test page: pick a test card, maybe save it, pay. */
async function payOnTestPage(page, card, { save = false } = {}) {
  await page.waitForURL(/\/payment\/test-page/);
  await page.getByRole('heading', { name: 'Pagamento con carta (prova)' }).waitFor();
  await page.getByLabel(card).check();
  if (save) await page.getByLabel('Salva la carta per i prossimi acquisti').check();
  await page.getByRole('button', { name: 'Paga' }).click();
}

async function noSidewaysScroll(page, what) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert(overflow <= 0, `${what}: no sideways scrolling at 360 px (${overflow} px too wide)`);
}

journey(
  'checkout: pay on delivery, from the cart page to the confirmation; the terms are required (1280 px)',
  async ({ page, data, baseURL }) => {
    await toCheckout(page, data, PRIVATE);
    await page
      .getByRole('heading', { name: 'Consegna' })
      .or(page.getByRole('heading', { name: 'Ritiro' }))
      .waitFor();
    // Issue 40: where the shopping goes, said the same way at the checkout, on the confirmation,
    // on the order's page and in its e-mail ('Ritiro presso <store>, <address>' for a pickup).
    const pickup = await page.getByRole('heading', { name: 'Ritiro' }).isVisible();
    if (pickup)
      await page
        .getByText(/^Ritiro presso .+, .+/)
        .first()
        .waitFor();
    await page.getByRole('button', { name: 'Cambia fascia oraria' }).waitFor();
    await shot(page, 'checkout-1280');
    await confirmOrder(page);
    await page.getByText("Per confermare l'ordine accetta le condizioni generali di vendita.").waitFor();
    assert(page.url().endsWith('/checkout'), 'no order without the terms');
    await choosePayment(page, ON_DELIVERY);
    await page.getByText(/^Da pagare (alla consegna|al ritiro): \d+,\d\d/).waitFor();
    await confirmOrder(page);
    const orderId = await expectConfirmation(page, 'Ordine ricevuto', 'Da pagare alla consegna');
    await shot(page, 'checkout-confirmation-1280');
    // The place's line, not the service's label ('Consegna a domicilio'): an address has a comma.
    const place = pickup ? /^Ritiro presso .+, .+/ : /^Consegna a .+, .+/;
    const placeText = await page.locator('main').getByText(place).first().innerText();
    const mail = await latestMail(baseURL, PRIVATE, `Ordine n. ${orderId} confermato`);
    assert(mail.text.includes(placeText), `the order's e-mail says «${placeText}»`);
    // Issue 40: the next cart keeps the service and the place, so the header still names them
    // (the slot was the order's: it asks for a new one), on this page and after a reload.
    for (const when of ['after the order', 'after a reload']) {
      const summary = page
        .getByRole('banner')
        .getByRole('button', { name: /Cambia indirizzo o fascia oraria/ });
      await summary.waitFor();
      assert(
        (await summary.innerText()).includes('Scegli la fascia oraria'),
        `${when}: a new slot is asked for`,
      );
      assert(
        (await page
          .getByRole('banner')
          .getByRole('button', { name: /Scegli come ricevere la spesa/ })
          .count()) === 0,
        `${when}: the header still knows where the shopping goes`,
      );
      if (when === 'after the order') await page.reload();
    }
    await page
      .getByRole('banner')
      .screenshot({ path: join(screenshotDir, 'checkout-header-after-order-1280.png') });
    await page.goto(`/profile/orders/${orderId}`);
    await page.locator('main').getByText(placeText, { exact: true }).first().waitFor();
  },
  { viewport: DESKTOP },
);

journey(
  'checkout: online card that succeeds on the test page, card saved; back on the confirmation (360 px)',
  async ({ page, data }) => {
    await toCheckout(page, data, PRIVATE);
    await page.getByRole('radio', { name: 'Carta di credito o debito' }).check();
    await shot(page, 'checkout-card-360');
    await axeCheck(page, 'checkout (360 px)');
    await noSidewaysScroll(page, 'checkout');
    // Terms without consent to the held amount: still refused.
    await page.getByRole('checkbox', { name: TERMS }).check();
    await confirmOrder(page);
    await page.getByText("Per pagare online acconsenti al blocco dell'importo.").waitFor();
    await choosePayment(page, 'Carta di credito o debito', { online: true });
    await confirmOrder(page);
    await payOnTestPage(page, /Carta che va a buon fine/, { save: true });
    await expectConfirmation(page, 'Ordine ricevuto', 'Pagamento con carta autorizzato');
    // "di cui IVA" by rate, from the order the server stored.
    await page.getByText('di cui IVA', { exact: true }).waitFor();
    await page
      .getByText(/^IVA \d+% su \d+,\d\d/)
      .first()
      .waitFor();
    await shot(page, 'checkout-confirmation-card-360');
    await axeCheck(page, 'confirmation (360 px)');
    await noSidewaysScroll(page, 'confirmation');
  },
  { viewport: PHONE },
);

journey(
  'checkout: a card that asks for its 3-D Secure code, confirmed on the test page (360 px)',
  async ({ page, data }) => {
    await toCheckout(page, data, PRIVATE);
    await page.getByRole('radio', { name: 'Carta di credito o debito' }).check();
    // A card saved by an earlier order is offered first; this time another card.
    const other = page.getByRole('radio', { name: /^Un'altra carta/ });
    await page.waitForLoadState('networkidle');
    if (await other.count()) {
      await shot(page, 'checkout-saved-cards-360');
      await other.check();
    }
    await choosePayment(page, 'Carta di credito o debito', { online: true });
    await confirmOrder(page);
    await payOnTestPage(page, /Carta che chiede la conferma/);
    await page.getByRole('heading', { name: 'Conferma il pagamento' }).waitFor();
    await page.getByLabel(/Codice di conferma/).fill('123456');
    await page.getByRole('button', { name: 'Conferma' }).click();
    await expectConfirmation(page, 'Ordine ricevuto', 'Pagamento con carta autorizzato');
  },
  { viewport: PHONE },
);

journey(
  'checkout: PayPal, approved on the test page (360 px)',
  async ({ page, data }) => {
    await toCheckout(page, data, PRIVATE);
    await choosePayment(page, 'PayPal', { online: true });
    await confirmOrder(page);
    await page.waitForURL(/\/payment\/test-page/);
    await page.getByRole('heading', { name: 'PayPal (prova)' }).waitFor();
    await page.getByRole('button', { name: 'Approva il pagamento' }).click();
    await expectConfirmation(page, 'Ordine ricevuto', 'Pagamento PayPal autorizzato');
    await shot(page, 'checkout-confirmation-paypal-360');
  },
  { viewport: PHONE },
);

/** A second invoice holder of the logged-in shopper, saved through the API as the profile page does. */
async function addInvoiceHolder(page, holder) {
  const res = await page.request.post('/ebsn/api/user-person-fiscal/insert-billing-address', {
    headers: { 'x-ebsn-client': 'site' },
    data: holder,
  });
  const body = await res.json();
  assert(body.response?.status === 0, `invoice holder saved: ${JSON.stringify(body.response)}`);
}

journey(
  'checkout: the business customer pays by summary invoice, made out to its second company (360 px)',
  async ({ page, data }) => {
    // The second company exists before the checkout reads whom an invoice can go to.
    await toCheckout(page, data, BUSINESS, {
      afterLogin: () =>
        addInvoiceHolder(page, {
          companyName: 'Il Gusto Catering S.r.l.',
          vatCode: '09876543217',
          sdiCode: 'M5UXCR1',
          address1: 'Via Tasso',
          addressNumber: '9',
          city: 'Bergamo',
          province: 'BG',
          postalcode: '24121',
        }),
    });
    // Deferred payment and the summary invoice are there for business customers only.
    await page.getByRole('radio', { name: 'Pagamento differito' }).waitFor();
    await choosePayment(page, 'Fattura riepilogativa');
    await page.getByText('Con la fattura riepilogativa la fattura viene sempre emessa.').waitFor();
    await page.getByText(/^Nella prossima fattura riepilogativa: \d+,\d\d/).waitFor();
    // Two holders: the profile's billing data (chosen first) and the second company.
    const holders = page.getByRole('radiogroup', { name: 'A chi intestare la fattura?' });
    await holders.waitFor();
    assert(
      await holders.getByRole('radio', { name: /Ristorante Il Gusto S\.r\.l\./ }).isChecked(),
      'the profile billing data is the default holder',
    );
    await holders.getByRole('radio', { name: /Il Gusto Catering S\.r\.l\./ }).check();
    await shot(page, 'checkout-business-360');
    await axeCheck(page, 'invoice holders (360 px)');
    await noSidewaysScroll(page, 'invoice holders');
    await confirmOrder(page);
    await expectConfirmation(page, 'Ordine ricevuto', 'Da pagare con la fattura riepilogativa');
    await page.locator('main dd', { hasText: 'Il Gusto Catering S.r.l. · P. IVA 09876543217' }).waitFor();
    await shot(page, 'checkout-confirmation-invoice-360');
  },
  { viewport: PHONE },
);

journey(
  'checkout: the slot fills up before the order is confirmed: the spec text, another slot, the order goes through (360 px)',
  async ({ page, data }) => {
    assert(data.databaseFile, 'this journey fills the slot in the database of the server it starts');
    await toCheckout(page, data, PRIVATE);
    const cart = (await (await page.request.get('/ebsn/api/cart/view')).json()).data;
    const chosen = cart.timeslot.timeslotId;
    // Meanwhile the other shoppers take the last places: the slot's capacity is what is booked.
    const db = new Database(data.databaseFile);
    try {
      db.pragma('busy_timeout = 5000');
      db.prepare('update timeslot set capacity = booked where timeslot_id = ?').run(chosen);
    } finally {
      db.close();
    }
    await choosePayment(page, ON_DELIVERY);
    await confirmOrder(page);
    const full = page.getByRole('alert').filter({ hasText: SLOT_FULL });
    await full.waitFor();
    assert(page.url().endsWith('/checkout'), 'no order on a full slot');
    await shot(page, 'checkout-slot-full-360');
    await axeCheck(page, 'slot full (360 px)');
    await full.getByRole('button', { name: "Scegli un'altra fascia oraria" }).click();
    await chooseFirstSlot(page);
    const now = (await (await page.request.get('/ebsn/api/cart/view')).json()).data.timeslot.timeslotId;
    assert(now !== chosen, `another slot is chosen (${now}, the full one was ${chosen})`);
    await confirmOrder(page);
    await expectConfirmation(page, 'Ordine ricevuto', 'Da pagare alla consegna');
  },
  { viewport: PHONE },
);

journey(
  'checkout: a declined card, the order waits (the spec text), then "Paga di nuovo" with a card that succeeds (360 px)',
  async ({ page, data }) => {
    await toCheckout(page, data, PRIVATE);
    // Private customers are not offered the business payment types.
    assert(
      (await page.getByRole('radio', { name: 'Fattura riepilogativa' }).count()) === 0,
      'no summary invoice',
    );
    await page.getByRole('radio', { name: 'Carta di credito o debito' }).check();
    const other = page.getByRole('radio', { name: /^Un'altra carta/ });
    await page.waitForLoadState('networkidle');
    if (await other.count()) await other.check();
    await choosePayment(page, 'Carta di credito o debito', { online: true });
    await confirmOrder(page);
    await payOnTestPage(page, /Carta rifiutata/);
    await expectConfirmation(page, 'Pagamento non riuscito', 'Pagamento rifiutato');
    await page.getByText(DECLINED).waitFor();
    await page.getByRole('heading', { name: 'Paga di nuovo' }).waitFor();
    await page.getByRole('button', { name: 'Paga di nuovo' }).waitFor();
    // Issue 40: nothing is held after a refusal, and every payment type is offered again.
    assert((await page.getByText('Importo bloccato', { exact: true }).count()) === 0, 'no held amount');
    const again = page.getByRole('radiogroup').filter({ has: page.getByRole('radio', { name: 'PayPal' }) });
    for (const type of [/^(Alla consegna|Al ritiro)$/, 'Carta di credito o debito', 'PayPal'])
      await again.getByRole('radio', { name: type }).waitFor();
    await shot(page, 'checkout-declined-360');
    await axeCheck(page, 'declined payment (360 px)');
    await noSidewaysScroll(page, 'declined payment');

    // Paying again: consent to the order's held amount, then the card that succeeds.
    const orderId = Number((await page.getByText(/^Ordine n\. \d+$/).innerText()).replace(/\D/g, ''));
    await page.getByRole('button', { name: 'Paga di nuovo' }).click();
    await page.getByText("Per pagare online acconsenti al blocco dell'importo.").waitFor();
    await page.getByRole('checkbox', { name: /^Acconsento al blocco di \d+,\d\d/ }).check();
    await page.getByRole('button', { name: 'Paga di nuovo' }).click();
    await payOnTestPage(page, /Carta che va a buon fine/);
    const paid = await expectConfirmation(page, 'Ordine ricevuto', 'Pagamento con carta autorizzato');
    assert(paid === orderId, `the same order ${orderId} is paid (${paid})`);
    await shot(page, 'checkout-paid-again-360');
  },
  { viewport: PHONE },
);

journey(
  'checkout: by keyboard only, pay on delivery (1280 px)',
  async ({ page, data }) => {
    await toCheckout(page, data, PRIVATE);
    const focused = () =>
      page.evaluate(() => {
        const el = document.activeElement;
        return `${el?.getAttribute('role') ?? el?.tagName} ${el?.getAttribute('type') ?? ''} ${el?.closest('label')?.textContent ?? el?.textContent ?? ''}`;
      });
    /** Tab until the focused element's description matches. */
    async function tabTo(pattern) {
      for (let i = 0; i < 80; i++) {
        await page.keyboard.press('Tab');
        if (pattern.test(await focused())) return;
      }
      throw new Error(`${pattern} not reached by Tab`);
    }
    await page.locator('body').focus();
    await tabTo(/radio.*(Alla consegna|Al ritiro)/);
    await tabTo(/checkbox.*condizioni generali/);
    await page.keyboard.press('Space');
    assert(await page.getByRole('checkbox', { name: TERMS }).isChecked(), 'terms accepted by Space');
    await tabTo(/Conferma ordine/);
    await page.keyboard.press('Enter');
    await expectConfirmation(page, 'Ordine ricevuto', 'Da pagare alla consegna');
  },
  { viewport: DESKTOP },
);

journey(
  'checkout: the answer lost on the way back, pressed again: the same order, never two (360 px)',
  async ({ page, data }) => {
    await toCheckout(page, data, PRIVATE);
    // The order reaches the server, its answer never reaches the browser (a dropped connection).
    let placed;
    const buys = [];
    await page.route(/\/ebsn\/api\/checkout\/buy\?/, async (route) => {
      buys.push(route.request().headers()['idempotency-key']);
      if (placed !== undefined) return route.continue();
      const response = await route.fetch();
      placed = (await response.json()).data.order.orderId;
      await route.abort('connectionreset');
    });
    await choosePayment(page, ON_DELIVERY);
    await confirmOrder(page);
    // The cart is ordered (so now empty): the page offers the attempt again instead.
    const lost = page.getByRole('alert').filter({ hasText: "Non sappiamo se l'ordine è arrivato" });
    await lost.waitFor();
    await shot(page, 'checkout-connection-lost-360', { fullPage: false });
    await axeCheck(page, 'lost answer (360 px)');
    await lost.getByRole('button', { name: 'Riprova' }).click();
    const shown = await expectConfirmation(page, 'Ordine ricevuto', 'Da pagare alla consegna');
    assert(shown === placed, `the order placed first (${placed}) is the one shown (${shown})`);
    assert(
      buys.length === 2 && buys[0] === buys[1],
      `the retry sent the same Idempotency-Key: ${buys.join(', ')}`,
    );
  },
  { viewport: PHONE },
);
