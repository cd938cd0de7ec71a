import { ConfirmDialog as YesNoDialog } from '../../../../components/ui/confirm-dialog/ConfirmDialog';
import { useT } from '../../i18n';

interface Props {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Yes/no before a removal; the safe choice (Annulla) has the focus. */
export function ConfirmDialog(props: Props) {
  const t = useT();
  return <YesNoDialog {...props} cancelLabel={t('account.common.cancel')} destructive />;
}
