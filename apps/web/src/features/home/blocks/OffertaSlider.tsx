import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import { useT } from './leaflets-i18n';
import { useLeaflets } from '../api/leafletsApi';
import { EmblaSlider } from '../slider/EmblaSlider';
import { BlockTitle } from './BlockTitle';
import { blockConfig, blockTitle, metaBool } from './block-meta';
import { leafletPath } from './LeafletCard';
import type { BlockProps } from './types';

// Spec section 2: 1.5 slides at 320 and 600 px, 3 at 960, 4 at 1280, 5 at 1590.
const UNDER_960 = '66.667%';
const WIDER = { 960: '33.333%', 1280: '25%', 1590: '20%' };

/** The offer slider: the flyers' pages as pictures, each opening the flyer at that page. Loaded lazily. */
export default function OffertaSlider({ block }: BlockProps) {
  const t = useT();
  const { data: leaflets } = useLeaflets();
  const config = blockConfig(block);
  const pages = (leaflets ?? []).flatMap((l) => l.pageImages.map((src, i) => ({ leaflet: l, src, page: i + 1 })));
  if (pages.length === 0) return null;
  return (
    <Box>
      <BlockTitle block={block} />
      <EmblaSlider
        label={blockTitle(block) ?? t('slider.region')}
        autoplay={metaBool(config, 'autoplay', false)}
        bullets={metaBool(config, 'bullets', true)}
        arrows={metaBool(config, 'arrows', true)}
        slideSize={{ xs: UNDER_960 }}
        slideWidths={WIDER}
      >
        {pages.map(({ leaflet: l, src, page }) => (
          <Box
            key={src}
            component={RouterLink}
            to={page === 1 ? leafletPath(l) : `${leafletPath(l)}?pagina=${page}`}
            sx={{
              display: 'block',
              borderRadius: 2,
              overflow: 'hidden',
              border: 1,
              borderColor: 'divider',
              '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
            }}
          >
            <Box
              component="img"
              src={src}
              alt={t('home.leaflets.page', { title: l.title, page })}
              loading="lazy"
              width={800}
              height={1120}
              sx={{ width: '100%', height: 'auto', display: 'block' }}
            />
          </Box>
        ))}
      </EmblaSlider>
    </Box>
  );
}
