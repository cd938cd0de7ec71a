// The shop's one yes/no dialog (components/ui): the safe choice has the focus, so Enter never
// deletes by accident.
export { ConfirmDialog } from '../../../../components/ui/confirm-dialog/ConfirmDialog';
