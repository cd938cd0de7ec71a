import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Cart } from '@spesa/domain';
import { isApiError } from '../../../lib/api';
import { firstErrorText } from '../../../lib/api/envelope';
import { t as tOut } from '../../../lib/i18n';
import { useAddGiftCode, useRemoveGiftCode } from '../api/giftCodeApi';
import { showCartError, showCartNotices } from '../flow/cartNotices';
import { useT } from '../i18n';

/**
 * The gift code field (add_code / remove_code). A refused code is said under the field, in the
 * server's words ('Il codice sconto "X" non è valido. Verifica di averlo scritto correttamente.'),
 * and the codes applied are listed as chips that remove them.
 */
export function GiftCodeField({ cart }: { cart: Cart }) {
  const t = useT();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = useAddGiftCode();
  const remove = useRemoveGiftCode();
  const applied = cart.orderAdjustmentSummary.orderAdjustments;

  const submit = () => {
    const value = code.trim();
    if (!value) return setError(t('cartPage.giftRequired'));
    add.mutate(value, {
      onSuccess: (env) => {
        setCode('');
        setError(null);
        showCartNotices(env.response);
      },
      onError: (e) =>
        setError(isApiError(e) && e.response ? firstErrorText(e.response) : tOut('common.genericError')),
    });
  };

  return (
    <Box component="section" aria-labelledby="gift-code-title">
      <Typography id="gift-code-title" component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('cartPage.giftCode')}
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
      >
        <TextField
          size="small"
          label={t('cartPage.giftCode')}
          value={code}
          onChange={(e) => {
            setCode(e.target.value.slice(0, 64));
            setError(null);
          }}
          error={!!error}
          helperText={error ?? ' '}
          autoComplete="off"
          sx={{ flex: 1, minWidth: 0 }}
          slotProps={{ formHelperText: { role: error ? 'alert' : undefined } }}
        />
        <Button type="submit" variant="outlined" disabled={add.isPending} sx={{ height: 40 }}>
          {t('cartPage.giftApply')}
        </Button>
      </Box>
      {applied.length > 0 && (
        <Box component="ul" aria-label={t('cartPage.giftApplied')} sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {applied.map((a) => (
            <Box
              component="li"
              key={a.userGiftCertificateId}
              sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
            >
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {a.giftCertificate.code}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ flex: 1, minWidth: 0 }}>
                {a.giftCertificate.name}
              </Typography>
              <Button
                size="small"
                disabled={remove.isPending}
                aria-label={t('cartPage.giftRemove', { code: a.giftCertificate.code })}
                onClick={() =>
                  remove.mutate(a.giftCertificate.code, {
                    onSuccess: (env) => showCartNotices(env.response),
                    onError: (e) => showCartError(e, 'errorSettingCartInfo'),
                  })
                }
              >
                {t('cartPage.removeShort')}
              </Button>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
