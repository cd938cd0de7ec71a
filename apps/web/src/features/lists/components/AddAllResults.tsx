import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import type { AddAllResult } from '@spesa/domain';
import { useT } from '../i18n';

/**
 * What cart/add-all-from-wishlist did, line by line, where the shopper needs to know: the lines
 * capped to the maximum, and those unavailable with the substitute the store offers.
 */
export function AddAllResults({ results }: { results: AddAllResult[] }) {
  const t = useT();
  const added = results.filter((r) => r.outcome !== 'unavailable').length;
  const notes = results.filter((r) => r.outcome !== 'added');
  return (
    <Box role="status" sx={{ display: 'grid', gap: 1 }}>
      <Alert severity={notes.length ? 'warning' : 'success'}>
        {t('lists.page.addAllDone', { count: added })}
        {notes.length > 0 && (
          <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
            {notes.map((r) => (
              <li key={r.itemId}>
                <strong>{r.name}</strong>:{' '}
                {r.outcome === 'capped' ? t('lists.page.capped', { quantity: r.added }) : t('lists.page.unavailable')}
                {r.substitute && (
                  <>
                    {'. '}
                    {t('lists.page.substitute')}{' '}
                    <Link component={RouterLink} to={`/product/${r.substitute.slug}`}>
                      {r.substitute.name}
                    </Link>
                  </>
                )}
              </li>
            ))}
          </Box>
        )}
      </Alert>
    </Box>
  );
}
