/** 'Giulia Bianchi', or the e-mail for an account without a name. */
export function personName(p: { firstName: string; lastName: string; email: string }): string {
  return `${p.firstName} ${p.lastName}`.trim() || p.email;
}
