import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { notify } from '../../../lib/events';
import { anonymizeAccount } from '../api/securityApi';
import { t } from '../i18n';
import { useForgetSession } from './useSession';

/**
 * anonymize_token_check, then user_anonymize with the e-mailed code. The server ends the session
 * with the account, so the device forgets it too and the shopper lands on the home page.
 */
export function useDeleteAccount(email: string) {
  const forget = useForgetSession();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (code: string) => anonymizeAccount(email, code.trim()),
    // Home first, then forget the session: the other order makes the profile page, still on
    // screen, send the now anonymous visitor to /login.
    onSuccess: async (info) => {
      await navigate('/', { replace: true });
      forget();
      notify({ variant: 'success', message: info ?? t('account.delete.done') });
    },
  });
}
