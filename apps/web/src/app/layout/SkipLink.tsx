import { useT } from '../../lib/i18n';

export const MAIN_ID = 'main-content';

/** First focusable element: lets keyboard users jump over the header (WCAG 2.4.1). Styled by ShellStyles. */
export function SkipLink() {
  const t = useT();
  return (
    <a
      className="skip-link"
      href={`#${MAIN_ID}`}
      onClick={(e) => {
        // Move focus explicitly: the router does not follow plain hash links.
        e.preventDefault();
        document.getElementById(MAIN_ID)?.focus();
      }}
    >
      {t('layout.skipToContent')}
    </a>
  );
}
