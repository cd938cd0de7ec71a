import type { Envelope } from '@spesa/domain';
import type { MutationConfig } from '../../../lib/api';
import { orderCall, useOrderMutation } from './orderMutation';

export interface ReserveParkingInput {
  orderId: number;
  /** How far the shopper still is, in metres. */
  distance: number;
  /** What helps the staff find the car (model, colour, plate). */
  reservationInfo: string;
}

/** POST order/reserve: a parking bay at the pickup point, the goods brought to the car. */
export const reserveParking = ({ orderId, distance, reservationInfo }: ReserveParkingInput) =>
  orderCall<unknown>('order/reserve', {
    order_id: orderId,
    distance,
    reservation_info: reservationInfo,
  });

export const useReserveParking = (config?: MutationConfig<Envelope<unknown>, ReserveParkingInput>) =>
  useOrderMutation(reserveParking, config);
