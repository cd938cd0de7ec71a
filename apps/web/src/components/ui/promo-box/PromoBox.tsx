import type { Product } from '@spesa/domain';

type Promo = NonNullable<Product['warehousePromo']>;

/** Back-office texts may carry simple HTML; the storefront shows them as plain text. */
function plain(text: string | null): string {
  return (text ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The promotion box of a product (spec: header, body, footer). `view.cssClass` comes from the
 * back office and is kept as a class name so a shop can restyle a promotion type in CSS.
 */
export function PromoBox({ promo, size = 'small' }: { promo: Promo; size?: 'small' | 'large' }) {
  const { header, body, footer, cssClass } = promo.view;
  const [h, b, f] = [plain(header), plain(body), plain(footer)];
  if (!h && !b && !f) return null;
  const classes = ['promo-box', size === 'large' && 'promo-box--large', cssClass].filter(Boolean);
  // Styled by the .promo-box classes of productCardStyles (plain elements: cards draw many).
  return (
    <span className={classes.join(' ')}>
      {h && <span className="promo-box__header">{h}</span>}
      {b && <span className="promo-box__body">{b}</span>}
      {f && <span className="promo-box__footer">{f}</span>}
    </span>
  );
}

export default PromoBox;
