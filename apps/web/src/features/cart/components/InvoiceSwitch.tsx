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
  // While the change travels the box shows what was asked, so a click is seen at once.
  const checked = info.isPending ? info.variables.value === 'true' : cart.cartInfos.need_invoice === 'true';
  return (
    <FormControlLabel
      control={
        <Checkbox
          checked={checked}
          disabled={info.isPending}
          onChange={(e) =>
            info.mutate(
              { property: 'need_invoice', value: String(e.target.checked) },
              { onError: (err) => showCartError(err, 'errorSettingCartInfo') },
            )
          }
        />
      }
      label={t('cartPage.needInvoice')}
    />
  );
}
