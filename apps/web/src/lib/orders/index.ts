export { payAgain, usePayAgain, type PayAgainRequest } from './pay-again';
export { refreshAfterOrderCall } from './refresh-after-order-call';
