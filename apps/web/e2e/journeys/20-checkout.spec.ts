// Checkout (issue 14, storefront): from the cart page's "Vai alla cassa" to the confirmation page
// with every payment type: on delivery, an online card that succeeds, a card that asks for its
// 3-D Secure code, PayPal (the built-in test provider's page and back), the summary invoice of a
// business customer made out to its second company, a declined card (the spec's text and "Paga di
// nuovo"), a slot that fills up before the confirmation, and once by keyboard.
import type { Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { DESKTOP, PHONE } from '../lib/browser.mjs';
import { check as axeCheck } from '../lib/axe';
import type { ShopData } from '../lib/data';
import { type Accounts, expect, gotoHydrated, test } from '../lib/fixtures';
import { shot, shotOf } from '../lib/screenshots';
import { addWithPlace } from './cart-helpers';
import { chooseFirstSlot } from './delivery-helpers';

const PRIVATE = 'mario.rossi@example.com';
const BUSINESS = 'ristorante@example.com';
const TERMS = 'Ho letto e accetto le condizioni generali di vendita';
/** Paying on delivery: "Al ritiro" when the cart's goods are picked up (issue 40). */
const ON_DELIVERY = /^(Alla consegna|Al ritiro)$/;
const SLOT_FULL = "La fascia oraria scelta è esaurita: scegline un'altra.";
const DECLINED =
  "Il pagamento non è andato a buon fine. L'ordine verrà annullato automaticamente tra poco se non ripeti il pagamento.";

/** Logged in, a product in the cart (and a place and slot), then the cart page's button to /checkout. */
async function toCheckout(
  { page, accounts }: { page: Page; accounts: Accounts },
  data: ShopData,
  email: string,
  { afterLogin }: { afterLogin?: () => Promise<void> } = {},
) {
  await accounts.login(email);
  await afterLogin?.();
  await addWithPlace(page, data.pezzo);
  await gotoHydrated(page, '/cart');
  await page.getByRole('link', { name: 'Vai alla cassa' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cassa' })).toBeVisible();
  await expect(page.getByRole('radio', { name: ON_DELIVERY })).toBeVisible();
}

/** Chooses the payment type, consents to the held amount when it is an online one, accepts the terms. */
async function choosePayment(page: Page, type: string | RegExp, { online = false } = {}) {
  await page.getByRole('radio', { name: type }).check();
  if (online) {
    const consent = page.getByRole('checkbox', { name: /^Acconsento al blocco di \d+,\d\d/ });
    await expect(page.getByText(/^Importo bloccato sulla carta: \d+,\d\d/)).toBeVisible();
    await consent.check();
  }
  await page.getByRole('checkbox', { name: TERMS }).check();
}

async function confirmOrder(page: Page) {
  await page.getByRole('button', { name: 'Conferma ordine' }).click();
}

/** The confirmation page: its title, the order number, and the payment state said. */
async function expectConfirmation(page: Page, title: string, state: string): Promise<number> {
  await expect(page).toHaveURL(/\/checkout\/confirmation\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const number = await page.getByText(/^Ordine n\. \d+$/).innerText();
  await expect(page.locator('main dd', { hasText: state }).first()).toBeVisible();
  return Number(number.replace(/\D/g, ''));
}

/** On the provider's hosted test page: pick a test card, maybe save it, pay. */
async function payOnTestPage(page: Page, card: RegExp, { save = false } = {}) {
  await expect(page).toHaveURL(/\/payment\/test-page/);
  await expect(page.getByRole('heading', { name: 'Pagamento con carta (prova)' })).toBeVisible();
  await page.getByLabel(card).check();
  if (save) await page.getByLabel('Salva la carta per i prossimi acquisti').check();
  await page.getByRole('button', { name: 'Paga' }).click();
}

async function noSidewaysScroll(page: Page, what: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${what}: no sideways scrolling at 360 px (${overflow} px too wide)`).toBeLessThanOrEqual(
    0,
  );
}

test.describe(() => {
  test.use({ viewport: DESKTOP });

  test('checkout: pay on delivery, from the cart page to the confirmation; the terms are required (1280 px)', async ({
    page,
    goto,
    reload,
    accounts,
    outbox,
    data,
  }) => {
    await toCheckout({ page, accounts }, data, PRIVATE);
    await expect(
      page.getByRole('heading', { name: 'Consegna' }).or(page.getByRole('heading', { name: 'Ritiro' })),
    ).toBeVisible();
    // Issue 40: where the shopping goes, said the same way at the checkout, on the confirmation,
    // on the order's page and in its e-mail ('Ritiro presso <store>, <address>' for a pickup).
    const pickup = await page.getByRole('heading', { name: 'Ritiro' }).isVisible();
    if (pickup) await expect(page.getByText(/^Ritiro presso .+, .+/).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cambia fascia oraria' })).toBeVisible();
    await shot(page, 'checkout-1280');
    await confirmOrder(page);
    await expect(
      page.getByText("Per confermare l'ordine accetta le condizioni generali di vendita."),
    ).toBeVisible();
    expect(page.url(), 'no order without the terms').toMatch(/\/checkout$/);
    await choosePayment(page, ON_DELIVERY);
    await expect(page.getByText(/^Da pagare (alla consegna|al ritiro): \d+,\d\d/)).toBeVisible();
    await confirmOrder(page);
    const orderId = await expectConfirmation(page, 'Ordine ricevuto', 'Da pagare alla consegna');
    await shot(page, 'checkout-confirmation-1280');
    // The place's line, not the service's label ('Consegna a domicilio'): an address has a comma.
    const place = pickup ? /^Ritiro presso .+, .+/ : /^Consegna a .+, .+/;
    const placeText = await page.locator('main').getByText(place).first().innerText();
    const mail = await outbox.latest(PRIVATE, `Ordine n. ${orderId} confermato`);
    expect(mail.text, `the order's e-mail says «${placeText}»`).toContain(placeText);
    // Issue 40: the next cart keeps the service and the place, so the header still names them
    // (the slot was the order's: it asks for a new one), on this page and after a reload.
    for (const when of ['after the order', 'after a reload']) {
      const summary = page
        .getByRole('banner')
        .getByRole('button', { name: /Cambia indirizzo o fascia oraria/ });
      await expect(summary).toBeVisible();
      await expect(summary, `${when}: a new slot is asked for`).toContainText('Scegli la fascia oraria', {
        useInnerText: true,
      });
      expect(
        await page
          .getByRole('banner')
          .getByRole('button', { name: /Scegli come ricevere la spesa/ })
          .count(),
        `${when}: the header still knows where the shopping goes`,
      ).toBe(0);
      if (when === 'after the order') await reload();
    }
    await shotOf(page.getByRole('banner'), 'checkout-header-after-order-1280');
    await goto(`/profile/orders/${orderId}`);
    await expect(page.locator('main').getByText(placeText, { exact: true }).first()).toBeVisible();
  });
});

test.describe(() => {
  test.use({ viewport: PHONE });

  test('checkout: online card that succeeds on the test page, card saved; back on the confirmation (360 px)', async ({
    page,
    accounts,
    data,
  }) => {
    await toCheckout({ page, accounts }, data, PRIVATE);
    await page.getByRole('radio', { name: 'Carta di credito o debito' }).check();
    await shot(page, 'checkout-card-360');
    await axeCheck(page, 'checkout (360 px)');
    await noSidewaysScroll(page, 'checkout');
    // Terms without consent to the held amount: still refused.
    await page.getByRole('checkbox', { name: TERMS }).check();
    await confirmOrder(page);
    await expect(page.getByText("Per pagare online acconsenti al blocco dell'importo.")).toBeVisible();
    await choosePayment(page, 'Carta di credito o debito', { online: true });
    await confirmOrder(page);
    await payOnTestPage(page, /Carta che va a buon fine/, { save: true });
    await expectConfirmation(page, 'Ordine ricevuto', 'Pagamento con carta autorizzato');
    // "di cui IVA" by rate, from the order the server stored.
    await expect(page.getByText('di cui IVA', { exact: true })).toBeVisible();
    await expect(page.getByText(/^IVA \d+% su \d+,\d\d/).first()).toBeVisible();
    await shot(page, 'checkout-confirmation-card-360');
    await axeCheck(page, 'confirmation (360 px)');
    await noSidewaysScroll(page, 'confirmation');
  });

  test('checkout: a card that asks for its 3-D Secure code, confirmed on the test page (360 px)', async ({
    page,
    accounts,
    data,
  }) => {
    await toCheckout({ page, accounts }, data, PRIVATE);
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
    await expect(page.getByRole('heading', { name: 'Conferma il pagamento' })).toBeVisible();
    await page.getByLabel(/Codice di conferma/).fill('123456');
    await page.getByRole('button', { name: 'Conferma' }).click();
    await expectConfirmation(page, 'Ordine ricevuto', 'Pagamento con carta autorizzato');
  });

  test('checkout: PayPal, approved on the test page (360 px)', async ({ page, accounts, data }) => {
    await toCheckout({ page, accounts }, data, PRIVATE);
    await choosePayment(page, 'PayPal', { online: true });
    await confirmOrder(page);
    await expect(page).toHaveURL(/\/payment\/test-page/);
    await expect(page.getByRole('heading', { name: 'PayPal (prova)' })).toBeVisible();
    await page.getByRole('button', { name: 'Approva il pagamento' }).click();
    await expectConfirmation(page, 'Ordine ricevuto', 'Pagamento PayPal autorizzato');
    await shot(page, 'checkout-confirmation-paypal-360');
  });
});

/** A second invoice holder of the logged-in shopper, saved through the API as the profile page does. */
async function addInvoiceHolder(page: Page, holder: Record<string, string>) {
  const res = await page.request.post('/ebsn/api/user-person-fiscal/insert-billing-address', {
    headers: { 'x-ebsn-client': 'site' },
    data: holder,
  });
  const body = await res.json();
  expect(body.response?.status, `invoice holder saved: ${JSON.stringify(body.response)}`).toBe(0);
}

test.describe(() => {
  test.use({ viewport: PHONE });

  test('checkout: the business customer pays by summary invoice, made out to its second company (360 px)', async ({
    page,
    accounts,
    data,
  }) => {
    // The second company exists before the checkout reads whom an invoice can go to.
    await toCheckout({ page, accounts }, data, BUSINESS, {
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
    await expect(page.getByRole('radio', { name: 'Pagamento differito' })).toBeVisible();
    await choosePayment(page, 'Fattura riepilogativa');
    await expect(
      page.getByText('Con la fattura riepilogativa la fattura viene sempre emessa.'),
    ).toBeVisible();
    await expect(page.getByText(/^Nella prossima fattura riepilogativa: \d+,\d\d/)).toBeVisible();
    // Two holders: the profile's billing data (chosen first) and the second company.
    const holders = page.getByRole('radiogroup', { name: 'A chi intestare la fattura?' });
    await expect(holders).toBeVisible();
    await expect(
      holders.getByRole('radio', { name: /Ristorante Il Gusto S\.r\.l\./ }),
      'the profile billing data is the default holder',
    ).toBeChecked();
    await holders.getByRole('radio', { name: /Il Gusto Catering S\.r\.l\./ }).check();
    await shot(page, 'checkout-business-360');
    await axeCheck(page, 'invoice holders (360 px)');
    await noSidewaysScroll(page, 'invoice holders');
    await confirmOrder(page);
    await expectConfirmation(page, 'Ordine ricevuto', 'Da pagare con la fattura riepilogativa');
    await expect(
      page.locator('main dd', { hasText: 'Il Gusto Catering S.r.l. · P. IVA 09876543217' }),
    ).toBeVisible();
    await shot(page, 'checkout-confirmation-invoice-360');
  });

  test('checkout: the slot fills up before the order is confirmed: the spec text, another slot, the order goes through (360 px)', async ({
    page,
    accounts,
    data,
    databaseFile,
  }) => {
    expect(databaseFile, 'this journey fills the slot in the database of the server it starts').toBeTruthy();
    await toCheckout({ page, accounts }, data, PRIVATE);
    const cart = (await (await page.request.get('/ebsn/api/cart/view')).json()).data;
    const chosen = cart.timeslot.timeslotId;
    // Meanwhile the other shoppers take the last places: the slot's capacity is what is booked.
    const db = new Database(databaseFile as string);
    try {
      db.pragma('busy_timeout = 5000');
      db.prepare('update timeslot set capacity = booked where timeslot_id = ?').run(chosen);
    } finally {
      db.close();
    }
    await choosePayment(page, ON_DELIVERY);
    await confirmOrder(page);
    const full = page.getByRole('alert').filter({ hasText: SLOT_FULL });
    await expect(full).toBeVisible();
    expect(page.url(), 'no order on a full slot').toMatch(/\/checkout$/);
    await shot(page, 'checkout-slot-full-360');
    await axeCheck(page, 'slot full (360 px)');
    await full.getByRole('button', { name: "Scegli un'altra fascia oraria" }).click();
    await chooseFirstSlot(page);
    const now = (await (await page.request.get('/ebsn/api/cart/view')).json()).data.timeslot.timeslotId;
    expect(now, `another slot is chosen (${now}, the full one was ${chosen})`).not.toBe(chosen);
    await confirmOrder(page);
    await expectConfirmation(page, 'Ordine ricevuto', 'Da pagare alla consegna');
  });

  test('checkout: a declined card, the order waits (the spec text), then "Paga di nuovo" with a card that succeeds (360 px)', async ({
    page,
    accounts,
    data,
  }) => {
    await toCheckout({ page, accounts }, data, PRIVATE);
    // Private customers are not offered the business payment types.
    expect(
      await page.getByRole('radio', { name: 'Fattura riepilogativa' }).count(),
      'no summary invoice',
    ).toBe(0);
    await page.getByRole('radio', { name: 'Carta di credito o debito' }).check();
    const other = page.getByRole('radio', { name: /^Un'altra carta/ });
    await page.waitForLoadState('networkidle');
    if (await other.count()) await other.check();
    await choosePayment(page, 'Carta di credito o debito', { online: true });
    await confirmOrder(page);
    await payOnTestPage(page, /Carta rifiutata/);
    await expectConfirmation(page, 'Pagamento non riuscito', 'Pagamento rifiutato');
    await expect(page.getByText(DECLINED)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Paga di nuovo' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Paga di nuovo' })).toBeVisible();
    // Issue 40: nothing is held after a refusal, and every payment type is offered again.
    expect(await page.getByText('Importo bloccato', { exact: true }).count(), 'no held amount').toBe(0);
    const again = page.getByRole('radiogroup').filter({ has: page.getByRole('radio', { name: 'PayPal' }) });
    for (const type of [/^(Alla consegna|Al ritiro)$/, 'Carta di credito o debito', 'PayPal'])
      await expect(again.getByRole('radio', { name: type })).toBeVisible();
    await shot(page, 'checkout-declined-360');
    await axeCheck(page, 'declined payment (360 px)');
    await noSidewaysScroll(page, 'declined payment');

    // Paying again: consent to the order's held amount, then the card that succeeds.
    const orderId = Number((await page.getByText(/^Ordine n\. \d+$/).innerText()).replace(/\D/g, ''));
    await page.getByRole('button', { name: 'Paga di nuovo' }).click();
    await expect(page.getByText("Per pagare online acconsenti al blocco dell'importo.")).toBeVisible();
    await page.getByRole('checkbox', { name: /^Acconsento al blocco di \d+,\d\d/ }).check();
    await page.getByRole('button', { name: 'Paga di nuovo' }).click();
    await payOnTestPage(page, /Carta che va a buon fine/);
    const paid = await expectConfirmation(page, 'Ordine ricevuto', 'Pagamento con carta autorizzato');
    expect(paid, `the same order ${orderId} is paid (${paid})`).toBe(orderId);
    await shot(page, 'checkout-paid-again-360');
  });
});

test.describe(() => {
  test.use({ viewport: DESKTOP });

  test('checkout: by keyboard only, pay on delivery (1280 px)', async ({ page, accounts, data }) => {
    await toCheckout({ page, accounts }, data, PRIVATE);
    const focused = () =>
      page.evaluate(() => {
        const el = document.activeElement;
        return `${el?.getAttribute('role') ?? el?.tagName} ${el?.getAttribute('type') ?? ''} ${el?.closest('label')?.textContent ?? el?.textContent ?? ''}`;
      });
    /** Tab until the focused element's description matches. */
    async function tabTo(pattern: RegExp) {
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
    await expect(page.getByRole('checkbox', { name: TERMS }), 'terms accepted by Space').toBeChecked();
    await tabTo(/Conferma ordine/);
    await page.keyboard.press('Enter');
    await expectConfirmation(page, 'Ordine ricevuto', 'Da pagare alla consegna');
  });
});

test.describe(() => {
  test.use({ viewport: PHONE });

  test('checkout: the answer lost on the way back, pressed again: the same order, never two (360 px)', async ({
    page,
    accounts,
    data,
  }) => {
    await toCheckout({ page, accounts }, data, PRIVATE);
    // The order reaches the server, its answer never reaches the browser (a dropped connection).
    let placed: number | undefined;
    const buys: string[] = [];
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
    await expect(lost).toBeVisible();
    await shot(page, 'checkout-connection-lost-360', { fullPage: false });
    await axeCheck(page, 'lost answer (360 px)');
    await lost.getByRole('button', { name: 'Riprova' }).click();
    const shown = await expectConfirmation(page, 'Ordine ricevuto', 'Da pagare alla consegna');
    expect(shown, `the order placed first (${placed}) is the one shown (${shown})`).toBe(placed);
    expect(buys.length, `the retry sent the same Idempotency-Key: ${buys.join(', ')}`).toBe(2);
    expect(buys[0], `the retry sent the same Idempotency-Key: ${buys.join(', ')}`).toBe(buys[1]);
  });
});
