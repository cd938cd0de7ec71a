import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { leafletCover, type Leaflet } from '@spesa/domain';
import { formatValidity } from '../../../lib/format-validity';
import { useT } from './leaflets-i18n';

/** Where a flyer opens: the Flyer route by slug (spec: the slug, else the numeric id). */
export const leafletPath = (l: Pick<Leaflet, 'slug' | 'leafletId'>) =>
  `/volantino/${encodeURIComponent(l.slug || String(l.leafletId))}`;

/** A flyer card of the flyer slider: cover (format type 12), title, where and until when, open. */
export function LeafletCard({ leaflet, eager }: { leaflet: Leaflet; eager?: boolean }) {
  const t = useT();
  const cover = leafletCover(leaflet);
  const href = leafletPath(leaflet);
  const titleId = `leaflet-${leaflet.leafletId}-title`;
  return (
    // A plain outlined box: MUI's Card here would split it out of the product cards' chunk.
    <Box
      component="article"
      aria-labelledby={titleId}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: { xs: 'row', sm: 'column' },
        gap: 1.5,
        p: 1.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
      }}
    >
      <Box
        component={RouterLink}
        to={href}
        tabIndex={-1}
        aria-hidden
        sx={{ flex: { xs: '0 0 38%', sm: '0 0 auto' }, display: 'block', aspectRatio: '3 / 4', borderRadius: 1, overflow: 'hidden', bgcolor: 'grey.100' }}
      >
        {cover && (
          <Box
            component="img"
            src={cover}
            alt=""
            loading={eager ? 'eager' : 'lazy'}
            width={300}
            height={400}
            sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        )}
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, minWidth: 0, flex: 1 }}>
        <Typography id={titleId} component="h3" variant="h6" sx={{ fontWeight: 700, lineHeight: 1.25 }}>
          {leaflet.title}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 600, color: 'error.dark' }}>
          {t('home.leaflets.valid', { period: formatValidity(leaflet.validityDate, leaflet.expireDate) })}
        </Typography>
        {leaflet.baseLocation && (
          <Typography variant="body2" color="text.secondary">
            {leaflet.baseLocation}
          </Typography>
        )}
        <Button
          component={RouterLink}
          to={href}
          variant="contained"
          disableElevation
          aria-describedby={titleId}
          sx={{ mt: 'auto', alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
        >
          {t('home.leaflets.open')}
        </Button>
      </Box>
    </Box>
  );
}
