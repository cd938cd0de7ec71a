/** Leaves the shop for the payment provider's page (the built-in test page in the demo). */
export function leaveFor(url: string): void {
  window.location.assign(url);
}
