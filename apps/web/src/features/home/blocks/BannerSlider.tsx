import Box from '@mui/material/Box';
import { useT } from '../../../lib/i18n';
import { EmblaSlider } from '../slider/EmblaSlider';
import { BlockTitle } from './BlockTitle';
import { blockConfig, blockTitle, metaBool, metaNumber } from './block-meta';
import { ProposalView } from './proposals/ProposalView';
import type { BlockProps } from './types';

/** Full-width banners that turn by themselves (spec: autoplay on for banner sliders). */
export function BannerSlider({ block, eager }: BlockProps) {
  const t = useT();
  const config = blockConfig(block);
  if (block.proposals.length === 0) return null;
  const perView = metaNumber(config, 'slidesPerView', 1);
  return (
    <Box>
      <BlockTitle block={block} />
      <EmblaSlider
        label={blockTitle(block) ?? t('slider.region')}
        autoplay={metaBool(config, 'autoplay', true)}
        autoplayDelay={metaNumber(config, 'interval', 6000)}
        bullets={metaBool(config, 'bullets', true)}
        arrows={metaBool(config, 'arrows', true)}
        loop={metaBool(config, 'loop', true)}
        slideSize={perView > 1 ? { xs: '100%', md: `${100 / perView}%` } : { xs: '100%' }}
        spacing={perView > 1 ? 20 : 0}
      >
        {block.proposals.map((p, i) => (
          <ProposalView key={p.id} proposal={p} eager={eager && i === 0} />
        ))}
      </EmblaSlider>
    </Box>
  );
}
