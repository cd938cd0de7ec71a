import { useCartQuestion } from '../flow/cartQuestions';
import { useT } from '../i18n';
import { ConfirmDialog } from './ConfirmDialog';
import { OptionsDialog } from './OptionsDialog';
import { PromoDialog } from './PromoDialog';

/** The dialog of the question the cart is asking, if any (options, promotion, remove). */
export default function CartQuestionDialogs() {
  const t = useT();
  const q = useCartQuestion();
  if (!q) return null;
  // Keyed by the question: a new question starts with a fresh dialog.
  const key = q.id;
  switch (q.kind) {
    case 'options':
      return <OptionsDialog key={key} product={q.product} initial={q.chosen} onAnswer={q.answer} />;
    case 'promo':
      return <PromoDialog key={key} product={q.product} onAnswer={q.answer} />;
    case 'remove':
      return (
        <ConfirmDialog
          key={key}
          open
          title={t('cartPage.removeTitle')}
          text={t('cartPage.removeText', { name: q.name })}
          confirmLabel={t('cartPage.removeConfirm')}
          onAnswer={q.answer}
        />
      );
  }
}
