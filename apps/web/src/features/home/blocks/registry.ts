import { lazy, type ComponentType } from 'react';
import { BannerGrid } from './BannerGrid';
import { BannerSlider } from './BannerSlider';
import { CustomerCardHorizontal } from './CustomerCardHorizontal';
import { ProductSlider } from './ProductSlider';
import { ProductTab } from './ProductTab';
import { StaticImage } from './StaticImage';
import { StaticText } from './StaticText';
import type { BlockProps } from './types';
import { WordpressSlider } from './WordpressSlider';

// Blocks for logged-in shoppers (and the tutorial dialog): their own chunks, so a visitor's
// first load of the home does not carry them.
const CrmProductSlider = lazy(() =>
  import('./CrmProductSlider').then((m) => ({ default: m.CrmProductSlider })),
);
const FidelityCardRow = lazy(() => import('./FidelityCardRow').then((m) => ({ default: m.FidelityCardRow })));
const UserPoints = lazy(() => import('./UserPoints').then((m) => ({ default: m.UserPoints })));
const Tutorial = lazy(() => import('./Tutorial').then((m) => ({ default: m.Tutorial })));

/**
 * Block components by templateBlockType.modeName (spec section 2). Types of other areas
 * (LeafletSlider, OffertaSlider) register here when those areas exist; until then they render nothing.
 */
export const blockRegistry: Record<string, ComponentType<BlockProps>> = {
  BannerGrid,
  BannerSlider,
  ProductSlider,
  ProductTab,
  StaticImage,
  StaticText,
  CustomerCardHorizontal,
  WordpressSlider,
  CrmProductSlider,
  UserPoints,
  FidelityCardRow,
  Tutorial,
};
