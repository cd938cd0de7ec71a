import { PAYMENT_TYPE, type Cart, type InvoiceHolder } from '@spesa/domain';
import { t } from '../i18n';

/** An invoice is asked in the cart, or always made (summary invoice payment). */
export const invoiceWanted = (cart: Cart, paymentTypeId: number) =>
  paymentTypeId === PAYMENT_TYPE.summaryInvoice || cart.cartInfos.need_invoice === 'true';

/** The holder's VAT number and tax code: 'P. IVA 09876543217 · C.F. RSSMRA80A01F205X'. */
export const holderCodes = (h: InvoiceHolder) =>
  [
    h.vatCode && t('checkout.holderVat', { code: h.vatCode }),
    h.fiscalCode && t('checkout.holderFiscalCode', { code: h.fiscalCode }),
  ]
    .filter(Boolean)
    .join(' · ');

/** The radio value of a holder: the account's own billing data has no fiscal person id. */
export const holderKey = (id: number | null) => (id === null ? 'profile' : String(id));
export const holderIdOf = (key: string): number | null => (key === 'profile' ? null : Number(key));
