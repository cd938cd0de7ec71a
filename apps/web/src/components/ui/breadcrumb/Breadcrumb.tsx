import { Fragment, useState } from 'react';
import { PlainLink } from '../plain-link/PlainLink';
import { t } from '../i18n';

export interface BreadcrumbItem {
  label: string;
  /** Omitted for the current page, which is not a link. */
  to?: string;
}

/** Items a phone shows of a long chain before the '…' button, and after it. */
const BEFORE = 1;
const AFTER = 2;

/**
 * 'Homepage' then the category chain (spec section 2); the last item is the current page. Plain
 * elements with the .breadcrumb classes of ListingStyles: on phones a chain of more than 4 items
 * collapses its middle behind '…' (CSS, so the server's page and the browser's agree).
 */
export function Breadcrumb({ items }: { items: BreadcrumbItem[] }) {
  const all: BreadcrumbItem[] = [{ label: t('ui.homepage'), to: '/' }, ...items];
  const [expanded, setExpanded] = useState(false);
  const collapsible = all.length > BEFORE + AFTER + 1 && !expanded;
  const middle = (i: number) => i >= BEFORE && i < all.length - AFTER;
  return (
    <nav
      aria-label={t('ui.breadcrumb')}
      className={collapsible ? 'breadcrumb breadcrumb--collapsible' : 'breadcrumb'}
    >
      <ol>
        {all.map((item, i) => (
          <Fragment key={`${i}:${item.label}`}>
            {collapsible && i === BEFORE && (
              <li className="breadcrumb__more">
                <button type="button" aria-label={t('ui.showPath')} onClick={() => setExpanded(true)}>
                  …
                </button>
              </li>
            )}
            <li className={middle(i) ? 'breadcrumb__middle' : undefined}>
              {item.to && i < all.length - 1 ? (
                <PlainLink to={item.to}>{item.label}</PlainLink>
              ) : (
                <span aria-current="page">{item.label}</span>
              )}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}

export default Breadcrumb;
