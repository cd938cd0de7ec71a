import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CART_STATUS, type Cart } from '@spesa/domain';
import { deliveryFlow } from '../../flow/deliveryFlow';
import { envelope, mockApi, renderWithProviders } from '../../testing/render';
import { DeliverySummary } from './DeliverySummary';

const NOT_EDITABLE = "Durante il pagamento non è possibile cambiare l'indirizzo o la fascia oraria.";

const cart = (over: Partial<Cart> = {}): Cart =>
  ({
    cartId: 1,
    user: { userId: 7 },
    store: { storeId: 5, name: 'Store Globale' },
    warehouse: { warehouseId: 5 },
    shippingAddress: { addressId: 3, addressName: 'Casa', deliveryServiceId: 2 },
    selectedService: { deliveryServiceId: 2, name: 'Consegna a domicilio' },
    timeslot: null,
    cartStatusId: 1,
    cartItems: [],
    totalItems: 0,
    ...over,
  }) as Cart;

/** The header summary of a logged-in shopper whose cart is `c`, on `route`. */
function renderSummary(c: Cart, route = '/') {
  mockApi({
    'auth/test': () => envelope({ user: { userId: 7, firstName: 'Mario', lastName: 'Rossi' }, cartId: 1 }),
    'cart/view': () => envelope(c),
  });
  return renderWithProviders(<DeliverySummary />, { route });
}

// Named by its content: the visible place and slot first (WCAG 2.5.3), then the service and the action.
const summaryButton = () =>
  screen.findByRole('button', { name: /^Casa.*Consegna a domicilio\. Cambia indirizzo o fascia oraria$/ });

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('header delivery summary', () => {
  it('opens the timeslot choice when an address is chosen and no slot yet', async () => {
    const openTimeslot = vi.spyOn(deliveryFlow, 'openTimeslot').mockImplementation(() => {});
    renderSummary(cart());
    const button = await summaryButton();
    expect(button).not.toHaveAttribute('aria-disabled');
    fireEvent.click(button);
    expect(openTimeslot).toHaveBeenCalledOnce();
  });

  it('goes straight to the timeslots when a slot is already chosen (the address is one step away)', async () => {
    const openTimeslot = vi.spyOn(deliveryFlow, 'openTimeslot').mockImplementation(() => {});
    const openAddress = vi.spyOn(deliveryFlow, 'openAddress').mockImplementation(() => {});
    renderSummary(
      cart({
        timeslot: { timeslotId: 4, date: '2026-11-27', beginTime: '10:00', endTime: '12:00' },
      } as Partial<Cart>),
    );
    const button = await summaryButton();
    expect(button).toHaveTextContent('10:00-12:00');
    expect(button).not.toHaveAttribute('aria-label');
    fireEvent.click(button);
    expect(openTimeslot).toHaveBeenCalledOnce();
    expect(openAddress).not.toHaveBeenCalled();
  });

  it('is shown but not editable while the cart is locked for payment (cartStatusId 7)', async () => {
    const openAddress = vi.spyOn(deliveryFlow, 'openAddress').mockImplementation(() => {});
    const openTimeslot = vi.spyOn(deliveryFlow, 'openTimeslot').mockImplementation(() => {});
    renderSummary(cart({ cartStatusId: CART_STATUS.locked }));
    const button = await summaryButton();
    // Still focusable (aria-disabled, not disabled), and says why.
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toBeDisabled();
    expect(screen.getByText(NOT_EDITABLE)).toBeInTheDocument();
    fireEvent.click(button);
    expect(openAddress).not.toHaveBeenCalled();
    expect(openTimeslot).not.toHaveBeenCalled();
  });

  it('is not editable on the payment page either', async () => {
    const openTimeslot = vi.spyOn(deliveryFlow, 'openTimeslot').mockImplementation(() => {});
    renderSummary(cart(), '/payment');
    const button = await summaryButton();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(button);
    expect(openTimeslot).not.toHaveBeenCalled();
  });
});
