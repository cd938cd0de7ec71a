/** A route parameter that is a positive order id, else 0 (no call is made for 0). */
export function orderIdOf(param: string | undefined): number {
  return param && /^\d{1,10}$/.test(param) && Number(param) <= 2_147_483_647 ? Number(param) : 0;
}
