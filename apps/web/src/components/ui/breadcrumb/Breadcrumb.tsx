import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router';
import { t } from '../i18n';

export interface BreadcrumbItem {
  label: string;
  /** Omitted for the current page, which is not a link. */
  to?: string;
}

/** 'Homepage' then the category chain (spec section 2); the last item is the current page. */
export function Breadcrumb({ items }: { items: BreadcrumbItem[] }) {
  const all: BreadcrumbItem[] = [{ label: t('ui.homepage'), to: '/' }, ...items];
  // Phones collapse the middle of long chains ('…' expands it); wider screens show them whole.
  const phone = useMediaQuery((th: Theme) => th.breakpoints.down('sm'));
  return (
    <Breadcrumbs
      aria-label={t('ui.breadcrumb')}
      maxItems={phone ? 4 : 8}
      itemsBeforeCollapse={1}
      itemsAfterCollapse={2}
      expandText={t('ui.showPath')}
      sx={{ fontSize: '0.875rem', my: 1, '& ol': { rowGap: 0.5 } }}
    >
      {all.map((item, i) =>
        item.to && i < all.length - 1 ? (
          <Link key={item.to} component={RouterLink} to={item.to} underline="hover" color="inherit">
            {item.label}
          </Link>
        ) : (
          <Typography
            key={item.label}
            component="span"
            color="text.primary"
            aria-current="page"
            sx={{ fontSize: 'inherit' }}
          >
            {item.label}
          </Typography>
        ),
      )}
    </Breadcrumbs>
  );
}

export default Breadcrumb;
