import { useSyncExternalStore } from 'react';
import type { Product } from '@spesa/domain';

/**
 * The questions the cart asks the shopper on the way (spec section 4): the options still to
 * choose, the selectable promotion (Sì / No), and "remove it?" when a quantity goes to 0. A module
 * store, like the delivery flow: the add-to-cart flow awaits the answer, the host shows the
 * dialog, and neither needs the other's component tree.
 */
export type Question = { id: number } & (
  | {
      kind: 'options';
      product: Product;
      chosen: Record<string, string>;
      answer: (v: Record<string, string> | null) => void;
    }
  | { kind: 'promo'; product: Product; answer: (v: boolean | null) => void }
  | { kind: 'remove'; name: string; answer: (v: boolean) => void }
);

let current: Question | null = null;
let seq = 0;
const listeners = new Set<() => void>();

function set(next: Question | null) {
  current = next;
  listeners.forEach((l) => l());
}

type Distribute<Q> = Q extends Question ? Omit<Q, 'answer' | 'id'> : never;

/** Asks one question at a time; a question asked while another is open cancels the first. */
function ask<A>(q: Distribute<Question>): Promise<A> {
  const open = current;
  if (open) (open.answer as (v: unknown) => void)(open.kind === 'remove' ? false : null);
  return new Promise<A>((resolve) => {
    const answer = (v: A) => {
      if (current?.answer === answer) set(null);
      resolve(v);
    };
    set({ ...q, id: ++seq, answer } as unknown as Question);
  });
}

export const askOptions = (product: Product, chosen: Record<string, string>) =>
  ask<Record<string, string> | null>({ kind: 'options', product, chosen });
export const askPromo = (product: Product) => ask<boolean | null>({ kind: 'promo', product });
/** Lowering to 0 removes the item after confirmation (spec section 4). */
export const askRemove = (name: string) => ask<boolean>({ kind: 'remove', name });

export const cartQuestions = {
  get: () => current,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useCartQuestion(): Question | null {
  return useSyncExternalStore(cartQuestions.subscribe, cartQuestions.get, cartQuestions.get);
}
