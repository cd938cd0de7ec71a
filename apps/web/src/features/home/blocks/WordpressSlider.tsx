import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useT } from '../../../lib/i18n';
import { useSliderPosts, type SliderPost } from '../api/contentPostsApi';
import { EmblaSlider } from '../slider/EmblaSlider';
import { BlockTitle } from './BlockTitle';
import { blockConfig, blockTitle, metaBool } from './block-meta';
import type { BlockProps } from './types';

const SLIDE_SIZE = { xs: '80%', sm: '50%', md: '33.333%', lg: '25%' };

/** Spec: posts link to /news/{slug}, recipes to /ricette/{slug}. */
const pathOf = (p: SliderPost) =>
  `${p.type === 'recipe' ? '/ricette' : '/news'}/${encodeURIComponent(p.slug)}`;

/** WordPress's title.rendered carries entities ('Sale &amp; pepe'): shown as text. */
const text = (rendered: string) =>
  rendered
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#0?39;/g, "'")
    .replace(/&amp;/g, '&');

/**
 * Content posts (news or recipes) in a carousel: featured image and title, linking to the post.
 * JSON_CONFIG: postType ('posts' or 'recipe'), categories (term ids, comma separated), limit.
 */
export function WordpressSlider({ block }: BlockProps) {
  const t = useT();
  const config = blockConfig(block);
  const { data: posts, isPending } = useSliderPosts(block);
  if (!isPending && !posts?.length) return null;
  const label = blockTitle(block) ?? t('home.wpSliderTitle');
  return (
    <Box>
      <BlockTitle block={block} />
      {isPending ? (
        <Box sx={{ display: 'flex', gap: 2.5, overflow: 'hidden' }} aria-busy>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" sx={{ flex: '0 0 80%', maxWidth: 320, height: 220 }} />
          ))}
        </Box>
      ) : (
        <EmblaSlider
          label={label}
          autoplay={metaBool(config, 'autoplay', true)}
          bullets={metaBool(config, 'bullets', true)}
          arrows={metaBool(config, 'arrows', false)}
          slideSize={SLIDE_SIZE}
        >
          {posts!.map((p) => (
            <Card key={p.id} variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea
                component={RouterLink}
                to={pathOf(p)}
                sx={{
                  height: '100%',
                  display: 'flex',
                  flexDirection: 'column',
                  alignItems: 'stretch',
                  justifyContent: 'flex-start',
                }}
              >
                {p.featured_image_url ? (
                  <Box
                    component="img"
                    src={p.featured_image_url}
                    alt=""
                    loading="lazy"
                    sx={{
                      width: '100%',
                      aspectRatio: '16 / 9',
                      objectFit: 'cover',
                      display: 'block',
                      bgcolor: 'grey.100',
                    }}
                  />
                ) : (
                  <Box sx={{ width: '100%', aspectRatio: '16 / 9', bgcolor: 'grey.100' }} />
                )}
                <Typography
                  component="h3"
                  sx={{ p: 1.5, fontWeight: 700, fontSize: '1rem', lineHeight: 1.35 }}
                >
                  {text(p.title.rendered)}
                </Typography>
              </CardActionArea>
            </Card>
          ))}
        </EmblaSlider>
      )}
    </Box>
  );
}
