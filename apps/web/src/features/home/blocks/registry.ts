import { createElement, lazy, Suspense, type ComponentType } from 'react';
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
 * A block loaded in its own chunk on first use: the flyer sliders stay out of the home's (and the
 * catalogue pages') first-load JavaScript. Nothing is shown until the chunk is there.
 */
function lazyBlock(load: () => Promise<{ default: ComponentType<BlockProps> }>): ComponentType<BlockProps> {
  const Lazy = lazy(load);
  return function LazyBlock(props: BlockProps) {
    return createElement(Suspense, { fallback: null }, createElement(Lazy, props));
  };
}

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
  LeafletSlider: lazyBlock(() => import('./LeafletSlider')),
  OffertaSlider: lazyBlock(() => import('./OffertaSlider')),
  WordpressSlider,
  CrmProductSlider,
  UserPoints,
  FidelityCardRow,
  Tutorial,
};
