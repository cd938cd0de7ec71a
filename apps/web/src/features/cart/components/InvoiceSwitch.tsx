import { useState } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import type { Cart } from '@spesa/domain';
import { useUpdateCartInfo } from '../api/cartInfoApi';
import { showCartError } from '../flow/cartNotices';
import { useT } from '../i18n';

/** need_invoice (cart/update-cart-info): 'true' asks for an invoice, anything else does not. */
export function InvoiceSwitch({ cart }: { cart: Cart }) {
  const t = useT();
  const info = useUpdateCartInfo();
  const shown = cart.cartInfos.need_invoice === 'true';
  // From the click until the cart shows the answer, the box shows what was asked: the answer
  // reaches the cart's cache at once but this component a task later, and the box would flick
  // back meanwhile (a click that seems not to take).
  const [asked, setAsked] = useState<{ want: boolean; answered: boolean } | null>(null);
  if (asked?.answered && asked.want === shown) setAsked(null);
  const checked = asked ? asked.want : shown;
  return (
    <FormControlLabel
      control={
        <Checkbox
          checked={checked}
          disabled={asked !== null}
          onChange={(e) => {
            const want = e.target.checked;
            setAsked({ want, answered: false });
            info.mutate(
              { property: 'need_invoice', value: String(want) },
              {
                // Held until the cart shows it; a cart answered otherwise (the shop did not take
                // it) is shown as it is.
                onSuccess: (answer) =>
                  setAsked(
                    (answer.data?.cartInfos.need_invoice === 'true') === want
                      ? { want, answered: true }
                      : null,
                  ),
                onError: (err) => {
                  setAsked(null);
                  showCartError(err, 'errorSettingCartInfo');
                },
              },
            );
          }}
        />
      }
      label={t('cartPage.needInvoice')}
    />
  );
}
