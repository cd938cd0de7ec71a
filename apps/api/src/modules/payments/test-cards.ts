// The built-in test provider's cards (README "Checkout and payments"): any expiry in the future,
// any 3-digit CVV. Numbers outside this list are declined.

export const TEST_CARDS = {
  /** Authorised at once. */
  success: '4242424242424242',
  /** Refused by the issuer. */
  declined: '4000000000000002',
  /** Asks the shopper to confirm (3-D Secure style) on the hosted page. */
  confirm: '4000000000003220',
} as const;

/** The confirmation code the 3-D Secure style step accepts. */
export const TEST_CONFIRM_CODE = '123456';

export type TestCardKind = 'success' | 'declined' | 'confirm';

export function testCardKind(number: string): TestCardKind {
  const n = number.replace(/\s+/g, '');
  if (n === TEST_CARDS.success) return 'success';
  if (n === TEST_CARDS.confirm) return 'confirm';
  return 'declined';
}
