import { useState } from 'react';
import Button from '@mui/material/Button';
import DeleteSweepOutlinedIcon from '@mui/icons-material/DeleteSweepOutlined';
import { notify } from '../../../lib/events';
import { t as tOut } from '../../../lib/i18n';
import { useRemoveLines } from '../api/deleteApi';
import { showCartError } from '../flow/cartNotices';
import { useT } from '../i18n';
import { ConfirmDialog } from './ConfirmDialog';

/** Empties the cart after a confirmation (spec: empty, only if items exist; cart/delete without items). */
export function EmptyCartButton({ version }: { version: number }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const remove = useRemoveLines();
  return (
    <>
      <Button
        color="error"
        startIcon={<DeleteSweepOutlinedIcon />}
        onClick={() => setOpen(true)}
        disabled={remove.isPending}
      >
        {t('cartPage.empty')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('cartPage.emptyTitle')}
        text={t('cartPage.emptyText')}
        confirmLabel={t('cartPage.emptyConfirm')}
        onAnswer={(yes) => {
          setOpen(false);
          if (!yes) return;
          // The version seen: a line added meanwhile in another tab is not thrown away unseen.
          remove.mutate(
            { version },
            {
              onSuccess: () => notify({ variant: 'success', message: tOut('cart.productsRemoved') }),
              onError: (e) => showCartError(e, 'emptyCart'),
            },
          );
        }}
      />
    </>
  );
}
