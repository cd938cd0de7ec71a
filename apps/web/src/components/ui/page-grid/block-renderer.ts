import { createContext, useContext } from 'react';
import type { BlockComponent } from './PageLayoutGrid';

const none: BlockComponent = () => null;

/**
 * Which component draws a CMS block. The block types live in the home feature; app/ provides
 * them here so that other features (category pages) show blocks without importing home.
 */
export const BlockRendererContext = createContext<BlockComponent>(none);

export const useBlockRenderer = () => useContext(BlockRendererContext);
