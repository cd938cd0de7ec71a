import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { MutationConfig } from '../../../lib/api';
import { notify } from '../../../lib/events';
import { useForgetSession } from '../hooks/useSession';
import { t } from '../i18n';
import { anonymizeAccount } from './securityApi';

/**
 * anonymize_token_check, then user_anonymize with the e-mailed code. The server ends the session
 * with the account, so the device forgets it too (every account query goes) and the shopper lands
 * on the home page; then the caller's onSuccess.
 */
export function useDeleteAccount(email: string, { onSuccess, ...config }: MutationConfig<string | null, string> = {}) {
  const forget = useForgetSession();
  const navigate = useNavigate();
  return useMutation({
    ...config,
    mutationFn: (code: string) => anonymizeAccount(email, code.trim()),
    // Home first, then forget the session: the other order makes the profile page, still on
    // screen, send the now anonymous visitor to /login.
    onSuccess: async (...args) => {
      await navigate('/', { replace: true });
      forget();
      notify({ variant: 'success', message: args[0] ?? t('account.delete.done') });
      await onSuccess?.(...args);
    },
  });
}
