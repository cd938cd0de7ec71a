import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { SvgIconComponent } from '@mui/icons-material';
import EcoIcon from '@mui/icons-material/Spa';
import FlagIcon from '@mui/icons-material/Flag';
import GrassIcon from '@mui/icons-material/Grass';
import AcUnitIcon from '@mui/icons-material/AcUnit';
import GrainIcon from '@mui/icons-material/Grain';
import LocalDrinkIcon from '@mui/icons-material/LocalDrink';
import VerifiedIcon from '@mui/icons-material/Verified';
import type { Product } from '@spesa/domain';
import { HoverHint } from '../hover-hint/HoverHint';

type ProductClass = Product['productClasses'][number];

// iconSource is either a picture address (a shop uploads its own) or a short key of the demo
// catalogue; keys map to Material icons so the demo needs no extra image files.
const ICONS: Array<[RegExp, SvgIconComponent]> = [
  [/bio|organic/i, EcoIcon],
  [/vegan|vegetar/i, GrassIcon],
  [/glut/i, GrainIcon],
  [/latt|lact/i, LocalDrinkIcon],
  [/surgel|frozen|gelo/i, AcUnitIcon],
  [/ital/i, FlagIcon],
];

const isPicture = (src: string) => /^(https?:)?\/|\.(svg|png|jpe?g|webp)$/i.test(src);

function ClassIcon({ pc, size }: { pc: ProductClass; size: number }) {
  if (isPicture(pc.iconSource)) {
    // Lazy: React preloads every eager picture of a rendered page, and these would compete with
    // the page's largest paint (a banner, the first products' pictures).
    return <img src={pc.iconSource} alt="" width={size} height={size} loading="lazy" decoding="async" />;
  }
  const Icon = ICONS.find(([re]) => re.test(pc.iconSource) || re.test(pc.name))?.[1] ?? VerifiedIcon;
  return <Icon sx={{ fontSize: size }} aria-hidden />;
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
    <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0 }}>
      {classes.map((pc) => (
        <li key={pc.productClassId}>
          <Chip
            icon={<ClassIcon pc={pc} size={18} />}
            label={pc.name}
            variant="outlined"
            color="secondary"
            size="small"
          />
        </li>
      ))}
    </Box>
  );
}

export default ProductClassIcons;
