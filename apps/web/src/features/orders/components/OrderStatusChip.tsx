import Chip, { type ChipProps } from '@mui/material/Chip';
import { ORDER_STATUS, ORDER_STATUS_LABELS } from '@spesa/domain';

/** Colour of a status: grey while waiting, blue on its way, green done, red when it went wrong. */
function colourOf(statusId: number): ChipProps['color'] {
  switch (statusId) {
    case ORDER_STATUS.delivered:
    case ORDER_STATUS.partiallyDelivered:
      return 'success';
    case ORDER_STATUS.cancelled:
    case ORDER_STATUS.invalidated:
    case ORDER_STATUS.notCollected:
    case ORDER_STATUS.failed:
      return 'error';
    case ORDER_STATUS.awaitingPayment:
    case ORDER_STATUS.validation:
    case ORDER_STATUS.ordered:
      return 'default';
    default:
      return 'info';
  }
}

/** The spec's label of an order status (section 4), from the one table in packages/domain. */
export function statusLabel(statusId: number, fallback?: string): string {
  return ORDER_STATUS_LABELS[statusId] ?? fallback ?? String(statusId);
}

export function OrderStatusChip({ statusId, descr }: { statusId: number; descr?: string }) {
  return <Chip size="small" label={statusLabel(statusId, descr)} color={colourOf(statusId)} />;
}
