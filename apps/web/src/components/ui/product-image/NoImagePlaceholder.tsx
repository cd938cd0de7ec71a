import { t } from '../i18n';

/** The "no image" placeholder shown when a product picture fails to load (spec section 8). */
export function NoImagePlaceholder({ size }: { size: number | string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 64 64"
      role="img"
      aria-label={t('product.noImage')}
      focusable="false"
    >
      <rect width="64" height="64" rx="6" fill="#F1F1F1" />
      <path d="M16 44l10-13 7 9 5-6 10 10z" fill="#BDBDBD" />
      <circle cx="40" cy="23" r="4" fill="#BDBDBD" />
      <path d="M10 10l44 44" stroke="#9E9E9E" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
