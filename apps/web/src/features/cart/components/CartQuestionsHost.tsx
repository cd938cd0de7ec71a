import { useState } from 'react';
import { lazyPart } from '../../../components/ui/lazy-part/lazyPart';
import { useCartQuestion } from '../flow/cartQuestions';

// The dialogs load the first time the cart asks something: most page views never do.
const CartQuestionDialogs = lazyPart('CartQuestionDialogs', () => import('./CartQuestionDialogs'));

/** Mounted once by app/: shows the cart's questions wherever the add or change started. */
export function CartQuestionsHost() {
  const q = useCartQuestion();
  const [used, setUsed] = useState(false);
  if (q && !used) setUsed(true);
  if (!used) return null;
  return <CartQuestionDialogs />;
}
