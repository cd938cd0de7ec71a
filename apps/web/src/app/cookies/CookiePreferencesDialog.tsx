import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useT } from '../../lib/i18n';
import { useCookieChoice, useCookieConsent } from './CookieConsentProvider';
import { CookieSwitchRow } from './CookieSwitchRow';

/** 'Personalizza' and the footer link: one switch per cookie category. */
export default function CookiePreferencesDialog() {
  const t = useT();
  const { dialogOpen, save, closePreferences, acceptAll } = useCookieConsent();
  const consent = useCookieChoice();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [analytics, setAnalytics] = useState(false);
  const [profilation, setProfilation] = useState(false);

  // Each opening starts from the saved choice (or all off on the first visit).
  const [wasOpen, setWasOpen] = useState(false);
  if (dialogOpen !== wasOpen) {
    setWasOpen(dialogOpen);
    if (dialogOpen) {
      setAnalytics(consent?.analytics ?? false);
      setProfilation(consent?.profilation ?? false);
    }
  }

  return (
    <Dialog
      open={dialogOpen}
      onClose={closePreferences}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
      aria-labelledby="cookie-dialog-title"
    >
      <DialogTitle id="cookie-dialog-title">{t('cookies.dialogTitle')}</DialogTitle>
      <DialogContent dividers>
        <CookieSwitchRow
          id="cookie-technical"
          label={t('cookies.technical')}
          text={t('cookies.technicalText')}
          checked
          locked
        />
        <CookieSwitchRow
          id="cookie-analytics"
          label={t('cookies.analytics')}
          text={t('cookies.analyticsText')}
          checked={analytics}
          onChange={setAnalytics}
        />
        <CookieSwitchRow
          id="cookie-profilation"
          label={t('cookies.profilation')}
          text={t('cookies.profilationText')}
          checked={profilation}
          onChange={setProfilation}
        />
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, p: 2 }}>
        <Button onClick={() => save({ analytics: false, profilation: false })} variant="outlined">
          {t('cookies.reject')}
        </Button>
        <Button onClick={() => save({ analytics, profilation })} variant="outlined">
          {t('cookies.save')}
        </Button>
        <Button onClick={acceptAll} variant="contained">
          {t('cookies.acceptAll')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
