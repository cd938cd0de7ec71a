import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InvoiceHolder } from '@spesa/domain';
import { deliveryFlow } from '../../features/delivery/flow/deliveryFlow';
import { envelope, json } from '../../test/mockFetch';
import { CART, order, setup, confirmButton, acceptTerms, resetBetweenTests } from './testing/checkoutRoutesFixture';

// The checkout as composed by app/ (the cart's lines and totals, the delivery dialogs): what the
// shopper sees and what reaches the API when "Conferma ordine" is pressed once, twice, after a
// lost connection, or refused. This file: the checkout page itself (placing the order once,
// lost answers, a full slot, the card's consent).

resetBetweenTests();

describe('checkout page', () => {
  it('asks for the terms before anything is sent', async () => {
    const calls = setup();
    await userEvent.click(await confirmButton());
    expect(
      await screen.findByText("Per confermare l'ordine accetta le condizioni generali di vendita."),
    ).toBeVisible();
    expect(calls).toEqual([]);
  });

  it('a double click places one order: prepare, then buy with one Idempotency-Key, then the confirmation', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const calls = setup({
      buy: async () => {
        await gate;
        return json(envelope({ order: order(), paymentUrl: null }));
      },
    });
    await acceptTerms();
    const button = await confirmButton();
    await userEvent.click(button);
    await waitFor(() => expect(calls.map((c) => c.path)).toEqual(['prepare', 'buy']));
    await userEvent.click(screen.getByRole('button', { name: 'Conferma in corso…' }));
    release();
    await screen.findByRole('heading', { name: 'Ordine ricevuto' });
    expect(calls.map((c) => c.path)).toEqual(['prepare', 'buy']);
    const buy = calls[1];
    expect(buy.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(buy.url.searchParams.get('payment_type_id')).toBe('2');
    expect(buy.url.searchParams.get('cart_id')).toBe('10');
    expect(buy.url.searchParams.get('cart_version')).toBe('4');
    expect(JSON.parse(buy.url.searchParams.get('payment_data')!)).toEqual({ consentAmount: 51 });
    expect(screen.getByText('Ordine n. 77')).toBeVisible();
    expect(screen.getByText('Da pagare alla consegna')).toBeVisible();
  });

  it('an invoice with several holders: the shopper picks one, the buy carries it, the confirmation names it', async () => {
    const holders: InvoiceHolder[] = [
      {
        personFiscalId: null,
        name: 'Mario Rossi',
        vatCode: null,
        fiscalCode: 'RSSMRA80A01F205X',
        address: 'Via Roma 1, 20121 Milano (MI)',
      },
      {
        personFiscalId: 31,
        name: 'Rossi Ristorazione S.r.l.',
        vatCode: '09876543217',
        fiscalCode: null,
        address: 'Via Po 3, 10123 Torino (TO)',
      },
    ];
    const calls = setup({
      cart: { ...CART, cartInfos: { need_invoice: 'true' } },
      invoiceHolders: holders,
      buy: () => json(envelope({ order: order({ invoiceHolder: holders[1] }), paymentUrl: null })),
    });
    const group = await screen.findByRole('radiogroup', { name: 'A chi intestare la fattura?' });
    expect(screen.getByRole('radio', { name: /Mario Rossi/ })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: /Rossi Ristorazione S\.r\.l\./ }));
    expect(group).toBeVisible();
    await acceptTerms();
    await userEvent.click(await confirmButton());
    await screen.findByRole('heading', { name: 'Ordine ricevuto' });
    const buy = calls.find((c) => c.path === 'buy')!;
    expect(JSON.parse(buy.url.searchParams.get('payment_data')!)).toEqual({
      consentAmount: 51,
      invoicePersonFiscalId: 31,
    });
    expect(screen.getByText('Fattura intestata a')).toBeVisible();
    expect(screen.getByText('Rossi Ristorazione S.r.l. · P. IVA 09876543217')).toBeVisible();
  });

  it('a lost answer: "Riprova" sends the same key straight to buy and shows the order placed, even after the cart is gone', async () => {
    let lost = true;
    const calls = setup({
      buy: () => {
        if (lost) {
          lost = false;
          throw new TypeError('Failed to fetch');
        }
        return json(envelope({ order: order(), paymentUrl: null }));
      },
    });
    await acceptTerms();
    await userEvent.click(await confirmButton());
    expect(await screen.findByText("Non sappiamo se l'ordine è arrivato")).toBeVisible();
    expect(
      screen.getByText(
        /La connessione si è interrotta mentre confermavi l'ordine \(Pagamento alla consegna\)/,
      ),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    await screen.findByRole('heading', { name: 'Ordine ricevuto' });
    expect(calls.map((c) => c.path)).toEqual(['prepare', 'buy', 'buy']);
    expect(calls[2].headers['Idempotency-Key']).toBe(calls[1].headers['Idempotency-Key']);
    expect(calls[2].url.search).toBe(calls[1].url.search);
  });

  it('a page opened again while an attempt waits for its answer offers it first; going back makes a new attempt', async () => {
    sessionStorage.setItem(
      'spesa.checkout.attempt',
      JSON.stringify({
        key: 'k-old',
        fingerprint: 'x',
        request: { cartId: 10, cartVersion: 4, paymentTypeId: 12, paymentData: '{"consentAmount":61.2}' },
        place: { addressName: 'Spesa Como', serviceName: 'Ritiro in negozio', timeslot: null },
      }),
    );
    const calls = setup();
    expect(await screen.findByText(/\(Carta di pagamento online\)/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Torna alla cassa' }));
    await acceptTerms();
    await userEvent.click(await confirmButton());
    await screen.findByRole('heading', { name: 'Ordine ricevuto' });
    expect(calls.map((c) => c.path)).toEqual(['prepare', 'buy']);
    expect(calls[1].headers['Idempotency-Key']).not.toBe('k-old');
  });

  it('a full slot: the server text, the slot dialog offered, and a new key for the next try', async () => {
    const full = "La fascia oraria scelta è esaurita: scegline un'altra.";
    let refuse = true;
    const calls = setup({
      buy: () =>
        json(
          refuse
            ? envelope(null, {
                status: 1,
                errors: [{ code: 'TIMESLOT_FULL', error: full }],
                errorsMessage: [{ code: 'TIMESLOT_FULL', message: full }],
              })
            : envelope({ order: order(), paymentUrl: null }),
        ),
    });
    const openTimeslot = vi.spyOn(deliveryFlow, 'openTimeslot');
    await acceptTerms();
    await userEvent.click(await confirmButton());
    expect(await screen.findByText(full)).toBeVisible();
    // The cart locked by prepare is given back, so the slot can be changed.
    await waitFor(() => expect(calls.map((c) => c.path)).toEqual(['prepare', 'buy', 'close']));
    expect(calls[2].url.searchParams.get('cart_id')).toBe('10');
    await userEvent.click(screen.getByRole('button', { name: "Scegli un'altra fascia oraria" }));
    expect(openTimeslot).toHaveBeenCalled();
    refuse = false;
    await userEvent.click(await confirmButton());
    await screen.findByRole('heading', { name: 'Ordine ricevuto' });
    expect(calls[4].headers['Idempotency-Key']).not.toBe(calls[1].headers['Idempotency-Key']);
  });

  it('an online card asks consent to the exact held amount and sends it', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const calls = setup({
      buy: () =>
        json(
          envelope({
            order: order({ orderStatusId: 1, paymentTypeId: 12, prebilledAmount: 61.2 }),
            paymentUrl: '/payment/test-page?reference=o77-p1',
          }),
        ),
    });
    await userEvent.click(await screen.findByRole('radio', { name: 'Carta di credito o debito' }));
    await acceptTerms();
    await userEvent.click(await confirmButton());
    expect(await screen.findByText("Per pagare online acconsenti al blocco dell'importo.")).toBeVisible();
    expect(calls).toEqual([]);
    await userEvent.click(screen.getByRole('checkbox', { name: /Acconsento al blocco di 61,20/ }));
    await userEvent.click(await confirmButton());
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/payment/test-page?reference=o77-p1'));
    const buy = calls.find((c) => c.path === 'buy')!;
    expect(buy.url.searchParams.get('payment_type_id')).toBe('12');
    expect(JSON.parse(buy.url.searchParams.get('payment_data')!)).toEqual({ consentAmount: 61.2 });
  });
});
