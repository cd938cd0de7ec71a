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
  // Until the change is answered the box shows what was asked, from the click itself (the
  // mutation's own pending state reaches React a tick later, and the box would flick back).
  const [asked, setAsked] = useState<boolean | null>(null);
  const checked = asked ?? cart.cartInfos.need_invoice === 'true';
  return (
    <FormControlLabel
      control={
        <Checkbox
          checked={checked}
          disabled={asked !== null}
          onChange={(e) => {
            setAsked(e.target.checked);
            info.mutate(
              { property: 'need_invoice', value: String(e.target.checked) },
              {
                onError: (err) => showCartError(err, 'errorSettingCartInfo'),
                onSettled: () => setAsked(null),
              },
            );
          }}
        />
      }
      label={t('cartPage.needInvoice')}
    />
  );
}
