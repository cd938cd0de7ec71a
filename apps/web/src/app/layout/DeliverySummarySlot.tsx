import { DeliverySummary } from '../../features/delivery/components/summary/DeliverySummary';

/**
 * The header slot for the chosen service, address and timeslot (spec: "navbar summary of chosen
 * address and timeslot"). app/ composes the delivery feature here: the summary button is small
 * and its dialogs load on first use, so the header stays light on every page.
 */
export function DeliverySummarySlot() {
  return <DeliverySummary />;
}
