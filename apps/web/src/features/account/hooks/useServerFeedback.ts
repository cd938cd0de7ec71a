import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { notify } from '../../../lib/events';
import { errorField, errorText } from '../api/result';
import { t } from '../i18n';

/**
 * Outcome of a profile save: success as a snackbar (the server's words, else 'Modifiche
 * salvate'); a failure on a field of this form goes under that field, any other in the form's
 * message area. `rename` maps the API's field names to the form's (old_password -> oldPassword).
 */
export function useServerFeedback<T extends FieldValues>(
  form: UseFormReturn<T>,
  fields: readonly string[],
  rename: Record<string, string> = {},
) {
  const [general, setGeneral] = useState<string | null>(null);
  return {
    general,
    clear: () => setGeneral(null),
    succeed: (message?: string | null) => {
      setGeneral(null);
      notify({ variant: 'success', message: message || t('account.profile.saved') });
    },
    fail: (e: unknown) => {
      const raw = errorField(e);
      const field = raw ? (rename[raw] ?? raw) : null;
      const message = errorText(e, t('common.genericError'));
      if (field && fields.includes(field)) {
        setGeneral(null);
        form.setError(field as Path<T>, { type: 'server', message }, { shouldFocus: true });
      } else setGeneral(message);
    },
  };
}
