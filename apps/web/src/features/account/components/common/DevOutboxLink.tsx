import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { visuallyHidden } from '../../../../components/ui/visuallyHidden';
import { DEV_OUTBOX_URL, useDevOutbox } from '../../api/devOutbox';
import { useT } from '../../i18n';

/** Demo help: where the "sent" e-mail can be read when the shop has no mail server. */
export function DevOutboxLink() {
  const t = useT();
  const show = useDevOutbox();
  if (!show) return null;
  return (
    <Alert severity="info" variant="outlined" role="note" sx={{ mt: 2 }}>
      {t('account.devOutbox.text')}{' '}
      <Link href={DEV_OUTBOX_URL} target="_blank" rel="noopener">
        {t('account.devOutbox.link')}
        <Box component="span" sx={visuallyHidden}>{` ${t('common.newWindow')}`}</Box>
      </Link>
    </Alert>
  );
}
