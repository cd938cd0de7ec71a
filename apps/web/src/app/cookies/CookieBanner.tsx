import { useEffect, useRef, type RefObject } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { HydrateWhenVisible } from '../../components/ui/lazy-hydration/HydrateWhenVisible';
import { useT } from '../../lib/i18n';
import { useCookieConsent } from './CookieConsentProvider';

/**
 * While the banner is shown, the page keeps its height free at the bottom: the end of the page
 * can scroll out from under it, and the browser scrolls a focused control above it
 * (scroll-padding), so the banner never hides where the keyboard is (WCAG 2.4.11).
 */
function useReservedSpace(ref: RefObject<HTMLElement | null>, open: boolean) {
  useEffect(() => {
    const el = ref.current;
    if (!open || !el) return;
    const root = document.documentElement;
    const apply = () => {
      const h = `${Math.ceil(el.getBoundingClientRect().height)}px`;
      document.body.style.paddingBottom = h;
      root.style.scrollPaddingBottom = h;
    };
    apply();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(apply);
    observer?.observe(el);
    return () => {
      observer?.disconnect();
      document.body.style.paddingBottom = '';
      root.style.scrollPaddingBottom = '';
    };
  }, [ref, open]);
}

/**
 * First-visit cookie notice. It is a region, not a modal, so the shop stays usable; closing
 * with X means "reject the optional cookies" (Garante guidelines: closing is not consent).
 * The server renders it (decision 0070); the browser brings it to life just after the page's
 * hydration, in a transition of its own, so it adds nothing to hydration's long task.
 */
export function CookieBanner() {
  const { bannerOpen } = useCookieConsent();
  if (!bannerOpen) return null;
  return (
    <HydrateWhenVisible>
      <Notice />
    </HydrateWhenVisible>
  );
}

function Notice() {
  const t = useT();
  const { acceptAll, rejectAll, openPreferences } = useCookieConsent();
  const ref = useRef<HTMLElement>(null);
  useReservedSpace(ref, true);
  return (
    <Paper
      ref={ref}
      component="section"
      role="region"
      aria-labelledby="cookie-banner-title"
      elevation={8}
      square
      sx={{
        position: 'fixed',
        insetInline: 0,
        bottom: 0,
        zIndex: (th) => th.zIndex.snackbar - 1,
        p: { xs: 2, md: 3 },
        borderTop: 3,
        borderColor: 'primary.main',
      }}
    >
      <Box sx={{ maxWidth: 1185, mx: 'auto', position: 'relative', pr: 5 }}>
        <IconButton
          aria-label={t('cookies.closeReject')}
          onClick={rejectAll}
          sx={{ position: 'absolute', top: -8, right: -8 }}
        >
          <CloseIcon />
        </IconButton>
        <Typography id="cookie-banner-title" component="h2" variant="h5" gutterBottom>
          {t('cookies.title')}
        </Typography>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {t('cookies.text')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: { sm: 'flex-end' } }}>
          <Button
            variant="outlined"
            onClick={openPreferences}
            sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
          >
            {t('cookies.customize')}
          </Button>
          {/* Reject and accept look alike: equal prominence, as the guidelines ask. */}
          <Button variant="contained" onClick={rejectAll} sx={{ flex: { xs: 1, sm: '0 0 auto' } }}>
            {t('cookies.reject')}
          </Button>
          <Button variant="contained" onClick={acceptAll} sx={{ flex: { xs: 1, sm: '0 0 auto' } }}>
            {t('cookies.acceptAll')}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
