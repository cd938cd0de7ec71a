import type { UseMutationOptions } from '@tanstack/react-query';

/**
 * What a caller may pass to a feature's mutation hook: its own callbacks (a toast, closing a
 * dialog), which run after the hook has refreshed what the mutation changed.
 */
export type MutationConfig<TData, TVariables> = Omit<
  UseMutationOptions<TData, Error, TVariables>,
  'mutationFn'
>;
