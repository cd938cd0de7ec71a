import { useEffect, useRef, useState } from 'react';
import { lazyPart } from '../../../../components/ui/lazy-part/lazyPart';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import { useLocation } from 'react-router';
import { requestLogin, useCurrentUser } from '../../../../lib/auth';
import { isCartLocked, useCart } from '../../../../lib/cart';
import { useT } from '../../../../lib/i18n';
import { deliveryFlow, useDeliveryFlow } from '../../flow/deliveryFlow';
import { ServiceIcon } from '../common/ServiceIcon';
import { slotSummary } from './summaryText';

// The dialogs (and their texts) load the first time the flow opens: most page views never do.
// '1px', not 1: in sx a 1 means 100 %, which pushed the hidden text past a phone's edge.
const visuallyHiddenSx = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

const DeliveryDialogs = lazyPart('DeliveryDialogs', () => import('../../flow/DeliveryDialogs'));

const ellipsis = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

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
      <Button
        variant="outlined"
        color="secondary"
        onClick={open}
        aria-disabled={locked || undefined}
        startIcon={<ServiceIcon serviceId={service.deliveryServiceId} />}
        sx={{
          justifyContent: 'flex-start',
          textAlign: 'left',
          maxWidth: { md: 320 },
          py: 0.25,
          opacity: locked ? 0.7 : 1,
        }}
      >
        <Box
          component="span"
          sx={{ display: 'flex', flexDirection: 'column', minWidth: 0, lineHeight: 1.25 }}
        >
          <Box component="span" sx={{ ...ellipsis, fontWeight: 700 }}>
            {address.addressName}
          </Box>
          <Box component="span" sx={{ ...ellipsis, fontSize: '0.8125rem', textTransform: 'none' }}>
            {slot ?? t('delivery.chooseSlot')}
          </Box>
          {/* Named by its content (visible words first, WCAG 2.5.3), then what it does. */}
          <Box component="span" sx={visuallyHiddenSx}>
            {t('delivery.summaryHidden', { service: service.name })}
          </Box>
        </Box>
      </Button>
    ) : (
      <Button
        variant="outlined"
        color="secondary"
        onClick={open}
        aria-disabled={locked || undefined}
        startIcon={<LocalShippingOutlinedIcon />}
        sx={{ whiteSpace: 'nowrap', justifyContent: { xs: 'flex-start', md: 'center' } }}
      >
        {t('delivery.chooseHow')}
      </Button>
    );

  return (
    <>
      {/* A plain title and a hidden description instead of MUI's Tooltip: the tooltip's Popper
          would weigh on every page's first load for a state seen only on the payment page. */}
      {locked ? (
        <Box component="span" title={t('delivery.notEditable')} sx={{ display: 'inline-flex' }}>
          {button}
          <Box component="span" sx={visuallyHiddenSx}>
            {t('delivery.notEditable')}
          </Box>
        </Box>
      ) : (
        button
      )}
      {used && <DeliveryDialogs />}
    </>
  );
}
