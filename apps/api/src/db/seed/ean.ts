/** Barcodes of the demo catalogue. The check digit rule lives in the domain package. */
import { ean13CheckDigit } from '@spesa/domain';

/**
 * A unique Italian EAN-13 for a product: GS1 Italy prefix 80..83, a 4-digit "company" number from
 * the vendor and a 6-digit item number from the product id (unique up to 999,999 products).
 */
export function italianEan13(productId: number, vendorId: number): string {
  if (!Number.isInteger(productId) || productId < 1 || productId > 999_999)
    throw new RangeError(`product id out of EAN range: ${productId}`);
  const prefix = 80 + (vendorId % 4);
  const company = String(1000 + (vendorId % 9000)).padStart(4, '0');
  const item = String(productId).padStart(6, '0');
  const first12 = `${prefix}${company}${item}`;
  return first12 + String(ean13CheckDigit(first12));
}
