import type { CategoryBlock } from '@spesa/domain';

export interface BlockProps {
  block: CategoryBlock;
  /** True for blocks in the first row: their images load at once (largest contentful paint). */
  eager?: boolean;
  /** The block spans the full page width (layout column without container). */
  fluid?: boolean;
}
