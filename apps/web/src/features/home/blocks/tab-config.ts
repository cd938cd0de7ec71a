import type { CategoryBlock } from '@spesa/domain';
import type { TabSource } from '../api/homeApi';
import { blockConfig, metaNumber } from './block-meta';

export interface TabConfig extends TabSource {
  title?: string;
}

/** A ProductTab block's tabs (JSON_CONFIG.tabs, those naming a category) and products per tab. */
export function productTabConfig(block: CategoryBlock): { tabs: TabConfig[]; limit: number } {
  const config = blockConfig(block);
  const tabs = (Array.isArray(config.tabs) ? (config.tabs as TabConfig[]) : []).filter(
    (x) => x && (x.categoryId !== undefined || x.categorySlug),
  );
  return { tabs, limit: metaNumber(config, 'limit', 6) };
}
