import { useEffect } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/** A failure of register_user, sent back to the step that owns the field. */
export interface ServerError {
  field: string | null;
  message: string;
}

/**
 * Puts a server message on the step's field when the step has it, otherwise answers it as the
 * step's general message (e.g. the card/code mismatch, which concerns two fields at once).
 */
export function useServerError<T extends FieldValues>(
  error: ServerError | null | undefined,
  fields: readonly string[],
  setError: UseFormSetError<T>,
): string | null {
  const onField = !!error?.field && fields.includes(error.field);
  useEffect(() => {
    if (error?.field && onField) {
      setError(error.field as Path<T>, { type: 'server', message: error.message }, { shouldFocus: true });
    }
  }, [error, onField, setError]);
  // A message that no field of this step owns is the step's general message.
  return onField ? null : (error?.message ?? null);
}
