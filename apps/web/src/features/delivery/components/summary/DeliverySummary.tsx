import { useEffect, useRef, useState } from 'react';
import { lazyPart } from '../../../../components/ui/lazy-part/lazyPart';
import { LocalShippingOutlinedIcon } from '../../../../components/ui/plain-button/icons';
import { PlainButton } from '../../../../components/ui/plain-button/PlainButton';
import { useLocation } from 'react-router';
import { requestLogin, useCurrentUser } from '../../../../lib/auth';
import { isCartLocked, useCart } from '../../../../lib/cart';
import { useT } from '../../../../lib/i18n';
import { deliveryFlow, useDeliveryFlow } from '../../flow/deliveryFlow';
import { ServicePlainIcon } from '../common/ServicePlainIcon';
import { slotSummary } from './summaryText';

// The dialogs (and their texts) load the first time the flow opens: most page views never do.
const DeliveryDialogs = lazyPart('DeliveryDialogs', () => import('../../flow/DeliveryDialogs'));

/**
 * The header's summary of the chosen service, address and timeslot (spec "Navbar summary"); it
 * opens the selector. Visitors are asked to log in first and the selector opens after the login.
 * Not editable on the payment route or when the cart is locked (cartStatusId 7): shown, but
 * aria-disabled so that it stays focusable and its tooltip says why.
 */
export function DeliverySummary() {
  const t = useT();
  const { pathname } = useLocation();
  const { isLoggedIn } = useCurrentUser();
  const { data: cart } = useCart();
  const { step } = useDeliveryFlow();
  // The dialogs are mounted from the first step on, then kept (they animate their closing).
  const [used, setUsed] = useState(false);
  if (step && !used) setUsed(true);
  // Set by a click while logged out: the login that follows opens the address step.
  const afterLogin = useRef(false);
  useEffect(() => {
    if (afterLogin.current && isLoggedIn) {
      afterLogin.current = false;
      deliveryFlow.openAddress();
    }
  }, [isLoggedIn]);

  const locked = pathname.startsWith('/payment') || isCartLocked(cart);
  const address = cart?.shippingAddress;
  const service = cart?.selectedService;
  const slot = slotSummary(cart?.timeslot ?? null, t('delivery.today'));

  const open = () => {
    if (locked) return;
    if (!isLoggedIn) {
      afterLogin.current = true;
      requestLogin();
      return;
    }
    // With an address the slots come first (the usual change); their 'Modifica' leads on to the
    // address. Without one the address comes first, as the timeslots need it.
    if (address) deliveryFlow.openTimeslot();
    else deliveryFlow.openAddress();
  };

  const button =
    address && service ? (
      <PlainButton
        variant="outlined"
        className="delivery-summary delivery-summary--chosen"
        onClick={open}
        aria-disabled={locked || undefined}
        startIcon={<ServicePlainIcon serviceId={service.deliveryServiceId} />}
      >
        <span className="delivery-summary__text">
          <span className="delivery-summary__line delivery-summary__name">{address.addressName}</span>
          <span className="delivery-summary__line delivery-summary__slot">
            {slot ?? t('delivery.chooseSlot')}
          </span>
          {/* Named by its content (visible words first, WCAG 2.5.3), then what it does. */}
          <span className="delivery-summary__hidden">
            {t('delivery.summaryHidden', { service: service.name })}
          </span>
        </span>
      </PlainButton>
    ) : (
      <PlainButton
        variant="outlined"
        className="delivery-summary delivery-summary--empty"
        onClick={open}
        aria-disabled={locked || undefined}
        startIcon={<LocalShippingOutlinedIcon />}
      >
        {t('delivery.chooseHow')}
      </PlainButton>
    );

  return (
    <>
      {/* A plain title and a hidden description instead of MUI's Tooltip: the tooltip's Popper
          would weigh on every page's first load for a state seen only on the payment page. */}
      {locked ? (
        <span title={t('delivery.notEditable')} className="delivery-summary-locked">
          {button}
          <span className="delivery-summary__hidden">{t('delivery.notEditable')}</span>
        </span>
      ) : (
        button
      )}
      {used && <DeliveryDialogs />}
    </>
  );
}
