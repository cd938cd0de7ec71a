import { CLASS_ICON_PATHS, type ClassIconName } from './class-icon-paths';
import type { Product } from '@spesa/domain';
import { HoverHint } from '../hover-hint/HoverHint';

type ProductClass = Product['productClasses'][number];

// iconSource is either a picture address (a shop uploads its own) or a short key of the demo
// catalogue; keys map to Material icons so the demo needs no extra image files.
const ICONS: Array<[RegExp, ClassIconName]> = [
  [/bio|organic/i, 'eco'],
  [/vegan|vegetar/i, 'grass'],
  [/glut/i, 'grain'],
  [/latt|lact/i, 'localDrink'],
  [/surgel|frozen|gelo/i, 'acUnit'],
  [/ital/i, 'flag'],
];

const isPicture = (src: string) => /^(https?:)?\/|\.(svg|png|jpe?g|webp)$/i.test(src);

function ClassIcon({ pc, size }: { pc: ProductClass; size: number }) {
  if (isPicture(pc.iconSource)) {
    // Lazy: React preloads every eager picture of a rendered page, and these would compete with
    // the page's largest paint (a banner, the first products' pictures).
    return <img src={pc.iconSource} alt="" width={size} height={size} loading="lazy" decoding="async" />;
  }
  const icon = ICONS.find(([re]) => re.test(pc.iconSource) || re.test(pc.name))?.[1] ?? 'verified';
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      <path d={CLASS_ICON_PATHS[icon]} />
    </svg>
  );
}

/**
 * Product classes (organic, gluten free...). `compact`: icons only, named by tooltip and aria-label
 * (product card); otherwise chips with icon and name (product page).
 */
export function ProductClassIcons({
  classes,
  compact = false,
}: {
  classes: ProductClass[];
  compact?: boolean;
}) {
  if (classes.length === 0) return null;
  if (compact) {
    // Plain elements with the .class-icons class of productCardStyles: every card draws this row.
    return (
      <ul className="class-icons">
        {classes.map((pc) => (
          <li key={pc.productClassId}>
            <HoverHint title={pc.name} align="start">
              <span role="img" aria-label={pc.name}>
                <ClassIcon pc={pc} size={20} />
              </span>
            </HoverHint>
          </li>
        ))}
      </ul>
    );
  }
  return (
    // MUI's small outlined Chip as plain elements (.class-chips of productCardStyles, decision 0083).
    <ul className="class-chips">
      {classes.map((pc) => (
        <li key={pc.productClassId}>
          <span className="class-chip">
            <ClassIcon pc={pc} size={18} />
            <span className="class-chip__label">{pc.name}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

export default ProductClassIcons;
