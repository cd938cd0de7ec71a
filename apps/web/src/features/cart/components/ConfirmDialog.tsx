import { ConfirmDialog as YesNoDialog } from '../../../components/ui/confirm-dialog/ConfirmDialog';
import { useT } from '../i18n';

interface Props {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  onAnswer: (yes: boolean) => void;
}

/** A yes/no question before something is taken away; the safe choice has the focus. */
export function ConfirmDialog({ onAnswer, ...props }: Props) {
  const t = useT();
  return (
    <YesNoDialog
      {...props}
      cancelLabel={t('cartPage.cancel')}
      destructive
      onConfirm={() => onAnswer(true)}
      onClose={() => onAnswer(false)}
    />
  );
}
