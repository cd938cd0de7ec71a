import Box from '@mui/material/Box';
import { useT } from './leaflets-i18n';
import { useLeaflets } from '../api/leafletsApi';
import { EmblaSlider } from '../slider/EmblaSlider';
import { BlockTitle } from './BlockTitle';
import { blockConfig, blockTitle, metaBool, metaNumber } from './block-meta';
import { LeafletCard } from './LeafletCard';
import type { BlockProps } from './types';

/**
 * The flyer slider (spec section 2): a card per flyer valid today for the shopper's store.
 * Autoplay on (spec section 9, flyer sliders), with the carousel's pause button. Loaded lazily.
 */
export default function LeafletSlider({ block, eager }: BlockProps) {
  const t = useT();
  const { data: leaflets } = useLeaflets();
  const config = blockConfig(block);
  if (!leaflets || leaflets.length === 0) return null;
  return (
    <Box>
      <BlockTitle block={block} />
      <EmblaSlider
        label={blockTitle(block) ?? t('slider.region')}
        autoplay={metaBool(config, 'autoplay', true)}
        autoplayDelay={metaNumber(config, 'interval', 7000)}
        bullets={metaBool(config, 'bullets', true)}
        arrows={metaBool(config, 'arrows', false)}
        // One card beside its cover on phones, then 2, 3 and 4 side by side.
        slideSize={{ xs: '100%', sm: '50%', md: '33.333%', lg: '25%' }}
      >
        {leaflets.map((l, i) => (
          <LeafletCard key={l.leafletId} leaflet={l} eager={eager && i === 0} />
        ))}
      </EmblaSlider>
    </Box>
  );
}
