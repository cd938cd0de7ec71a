import { useState, type MouseEvent } from 'react';
import { lazyPart } from '../../../components/ui/lazy-part/lazyPart';
import { ExpandMoreIcon } from '../../../components/ui/plain-button/icons';
import { PlainLink } from '../../../components/ui/plain-link/PlainLink';
import type { CategoryNode } from '@spesa/domain';
import { useT } from '../../../lib/i18n';
import { useCategoryTree } from './useCategoryTree';

// The panel (a Popover with focus trap) loads on the first click.
const CategoryMegaPanel = lazyPart('CategoryMegaPanel', () => import('./CategoryMegaPanel'));

/**
 * Desktop category bar: one button per top-level category; each opens a mega panel with the
 * second and third levels. Click (or Enter/Space) opens, so it works the same with a keyboard.
 * Plain elements with the classes of ShellStyles (decision 0083): as MUI Buttons, the fifteen
 * departments made the task in which the bar comes to life the longest of the header's.
 */
export function CategoryBar() {
  const t = useT();
  const { data: tree, isPending, isError } = useCategoryTree();
  const [open, setOpen] = useState<{ el: HTMLElement; category: CategoryNode } | null>(null);

  const toggle = (e: MouseEvent<HTMLElement>, category: CategoryNode) =>
    setOpen((cur) =>
      cur?.category.categoryId === category.categoryId ? null : { el: e.currentTarget, category },
    );

  if (isError) return null; // The phone drawer shows the error; the bar simply stays away.
  return (
    <nav aria-label={t('layout.mainNav')} className="category-bar">
      {/* The departments wrap onto a second row when they do not fit: none is clipped or hidden. */}
      <ul className="category-bar__list">
        <li>
          <PlainLink to="/offerte" className="header-button category-bar__item category-bar__offers">
            {t('layout.offers')}
          </PlainLink>
        </li>
        {isPending &&
          Array.from({ length: 8 }, (_, i) => (
            <li key={i}>
              <div className="category-bar__placeholder" />
            </li>
          ))}
        {tree?.map((c) => {
          const expanded = open?.category.categoryId === c.categoryId;
          return (
            <li key={c.categoryId}>
              <button
                type="button"
                className="header-button category-bar__item"
                onClick={(e) => toggle(e, c)}
                aria-expanded={expanded}
                aria-controls={expanded ? `mega-${c.categoryId}` : undefined}
              >
                {c.name}
                <span className="header-button__end">
                  <ExpandMoreIcon />
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      {open && (
        <CategoryMegaPanel anchorEl={open.el} category={open.category} onClose={() => setOpen(null)} />
      )}
    </nav>
  );
}
