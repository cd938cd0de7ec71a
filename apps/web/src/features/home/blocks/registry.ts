import type { ComponentType } from 'react';
import { BannerGrid } from './BannerGrid';
import { BannerSlider } from './BannerSlider';
import { CustomerCardHorizontal } from './CustomerCardHorizontal';
import { ProductSlider } from './ProductSlider';
import { ProductTab } from './ProductTab';
import { StaticImage } from './StaticImage';
import { StaticText } from './StaticText';
import type { BlockProps } from './types';

/**
 * Block components by templateBlockType.modeName (spec section 2). Types of other areas
 * (UserPoints, FidelityCardRow, LeafletSlider, WordpressSlider, OffertaSlider, CrmProductSlider,
 * Tutorial) register here when those areas exist; until then they render nothing.
 */
export const blockRegistry: Record<string, ComponentType<BlockProps>> = {
  BannerGrid,
  BannerSlider,
  ProductSlider,
  ProductTab,
  StaticImage,
  StaticText,
  CustomerCardHorizontal,
};
