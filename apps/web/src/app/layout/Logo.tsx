import { PlainLink } from '../../components/ui/plain-link/PlainLink';
import { useT } from '../../lib/i18n';

/** The brand mark and word, linking home (.logo of ShellStyles). Inline SVG: no extra request for the header. */
export function Logo() {
  const t = useT();
  return (
    <PlainLink to="/" className="logo" aria-label={t('layout.homeLink')}>
      <svg width="36" height="36" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" fill="#C43E00" />
        <path d="M18 24h28l-3 26a4 4 0 0 1-4 3.6H25a4 4 0 0 1-4-3.6z" fill="#fff" />
        <path
          d="M25 24v-3a7 7 0 0 1 14 0v3"
          fill="none"
          stroke="#fff"
          strokeWidth="4"
          strokeLinecap="round"
        />
        <path d="M32 33c5-1 8 2 8 2-1 5-5 8-10 7 0-4 1-7 2-9z" fill="#00796B" />
      </svg>
      <span>Spesa</span>
    </PlainLink>
  );
}
