import type { ComponentType } from 'react';
import { lazyPart } from '../../../components/ui/lazy-part/lazyPart';
import { BannerGrid } from './BannerGrid';
import { BannerSlider } from './BannerSlider';
import { CustomerCardHorizontal } from './CustomerCardHorizontal';
import { ProductSlider } from './ProductSlider';
import { ProductTab } from './ProductTab';
import { StaticImage } from './StaticImage';
import { StaticText } from './StaticText';
import { TutorialBlock } from './TutorialBlock';
import type { BlockProps } from './types';
import { WordpressSlider } from './WordpressSlider';

// Blocks for logged-in shoppers: their own chunks, so a visitor's first load of the home does
// not carry them (the app's tutorial dialog likewise: TutorialBlock).
const CrmProductSlider = lazyPart('CrmProductSlider', () =>
  import('./CrmProductSlider').then((m) => ({ default: m.CrmProductSlider })),
);
const FidelityCardRow = lazyPart('FidelityCardRow', () =>
  import('./FidelityCardRow').then((m) => ({ default: m.FidelityCardRow })),
);
const UserPoints = lazyPart('UserPoints', () =>
  import('./UserPoints').then((m) => ({ default: m.UserPoints })),
);

/**
 * Block components by templateBlockType.modeName (spec section 2); a type not listed here
 * renders nothing.
 */
export const blockRegistry: Record<string, ComponentType<BlockProps>> = {
  BannerGrid,
  BannerSlider,
  ProductSlider,
  ProductTab,
  StaticImage,
  StaticText,
  CustomerCardHorizontal,
  // The flyer sliders: their own chunks, off the home's (and the catalogue pages') first load.
  LeafletSlider: lazyPart('LeafletSlider', () => import('./LeafletSlider')),
  OffertaSlider: lazyPart('OffertaSlider', () => import('./OffertaSlider')),
  WordpressSlider,
  CrmProductSlider,
  UserPoints,
  FidelityCardRow,
  Tutorial: TutorialBlock,
};
