import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { SmartLink } from '../../../components/ui/smart-link/SmartLink';
import { useT } from '../../../lib/i18n';
import { metaString, safeColor } from './block-meta';

export interface PromoCardConfig {
  img?: string;
  title?: string;
  text?: string;
  link?: string;
  btnText?: string;
  backgroundColor?: string;
}

/** The optional leading card of a product slider (spec: image, text, link, button text). */
export function PromoCard({ config }: { config: PromoCardConfig }) {
  const t = useT();
  const c = config as Record<string, unknown>;
  const img = metaString(c, 'img');
  const title = metaString(c, 'title');
  const text = metaString(c, 'text');
  const link = metaString(c, 'link');
  return (
    <Box
      sx={{
        height: '100%',
        minHeight: 320,
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: safeColor(metaString(c, 'backgroundColor')) ?? 'secondary.main',
        color: '#FFFFFF',
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      {img && (
        <Box
          component="img"
          src={img}
          alt=""
          loading="lazy"
          // Box takes width/height as style props, so the ratio is reserved here (no layout shift):
          // the shop's banners' 3:1, and 'contain', as a banner carries its title in the picture
          // and a narrow card (a phone's slide) must not cut it.
          sx={{ width: '100%', height: 'auto', aspectRatio: '3 / 1', objectFit: 'contain', display: 'block' }}
        />
      )}
      <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1, flex: 1 }}>
        {title && (
          <Typography component="h3" variant="h4" sx={{ color: 'inherit' }}>
            {title}
          </Typography>
        )}
        {text && <Typography sx={{ color: 'inherit' }}>{text}</Typography>}
        {link && (
          <Box sx={{ mt: 'auto' }}>
            <Button
              component={SmartLink}
              href={link}
              variant="contained"
              color="inherit"
              underline="none"
              sx={{ color: 'secondary.dark', bgcolor: '#FFFFFF' }}
            >
              {metaString(c, 'btnText') ?? t('common.discover')}
            </Button>
          </Box>
        )}
      </Box>
    </Box>
  );
}
