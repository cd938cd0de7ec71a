import { useState, type ReactNode } from 'react';
import { HydrateWhenVisible } from '../../components/ui/lazy-hydration/HydrateWhenVisible';
import { lazyPart } from '../../components/ui/lazy-part/lazyPart';
import { useT } from '../../lib/i18n';
import { AccountButton } from './account/AccountButton';
import { CartBadge } from './CartBadge';
import { CategoryBar } from './categories/CategoryBar';
import { DeliverySummarySlot } from './DeliverySummarySlot';
import { Logo } from './Logo';
import { SearchBox } from './search/SearchBox';

// The phone menu loads when first opened: most desktop visits never need it.
const CategoryDrawer = lazyPart('CategoryDrawer', () => import('./categories/CategoryDrawer'));

/**
 * A part of the header that comes to life just after the page's hydration, in a task of its own
 * (decision 0077): the header's controls are about half of what a catalogue page hydrates. Its
 * wrapper takes no place in the layout.
 */
function Soon({ children }: { children: ReactNode }) {
  return (
    <HydrateWhenVisible when="soon" style={{ display: 'contents' }}>
      {children}
    </HydrateWhenVisible>
  );
}

/** The header's frame: plain elements with the .site-header classes of ShellStyles (decision 0078). */
export function Header() {
  const t = useT();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <div className="site-header__grid">
          <button
            type="button"
            className="site-header__menu"
            aria-label={t('layout.openMenu')}
            aria-haspopup="dialog"
            aria-expanded={drawerOpen}
            onClick={() => {
              setDrawerUsed(true);
              setDrawerOpen(true);
            }}
          >
            {/* MUI's Menu icon. */}
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z" />
            </svg>
          </button>
          <div className="site-header__logo">
            <Logo />
          </div>
          <div className="site-header__search">
            <Soon>
              <SearchBox />
            </Soon>
          </div>
          <div className="site-header__delivery">
            <Soon>
              <DeliverySummarySlot />
            </Soon>
          </div>
          <div className="site-header__actions">
            <Soon>
              <AccountButton />
              <CartBadge />
            </Soon>
          </div>
        </div>
      </div>
      <div className="site-header__categories">
        <Soon>
          <CategoryBar />
        </Soon>
      </div>
      {drawerUsed && <CategoryDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />}
    </header>
  );
}
