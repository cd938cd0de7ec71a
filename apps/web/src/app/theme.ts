import { createTheme } from '@mui/material/styles';

// Colours checked for WCAG AA (4.5:1) with white text: primary #C43E00 5.2:1, secondary
// #00796B 5.3:1. The brighter #E65100 only reaches 3.8:1, so it is used as the light accent and
// never under text.
export const theme = createTheme({
  breakpoints: { values: { xs: 0, sm: 600, md: 960, lg: 1264, xl: 1904 } },
  palette: {
    mode: 'light',
    primary: { main: '#C43E00', light: '#E65100', dark: '#9A3000', contrastText: '#FFFFFF' },
    secondary: { main: '#00796B', light: '#48A999', dark: '#004C40', contrastText: '#FFFFFF' },
    error: { main: '#B3261E' },
    warning: { main: '#8A5300', contrastText: '#FFFFFF' },
    success: { main: '#2E7D32' },
    info: { main: '#0D5C8C' },
    background: { default: '#FAFAF7', paper: '#FFFFFF' },
    text: { primary: '#1B1B1F', secondary: '#55565C' },
  },
  shape: { borderRadius: 8 },
  typography: {
    // System fonts: no web-font download on the first visit, good Italian glyph coverage.
    fontFamily: '"Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    fontSize: 14,
    h1: { fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.2 },
    h2: { fontSize: '1.5rem', fontWeight: 700, lineHeight: 1.25 },
    h3: { fontSize: '1.25rem', fontWeight: 700, lineHeight: 1.3 },
    h4: { fontSize: '1.125rem', fontWeight: 600 },
    h5: { fontSize: '1rem', fontWeight: 600 },
    h6: { fontSize: '1.125rem', fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiLink: { defaultProps: { underline: 'hover' } },
    MuiButtonBase: {
      styleOverrides: {
        // A visible keyboard focus everywhere (WCAG 2.4.7), not only MUI's ripple tint.
        root: { '&.Mui-focusVisible': { outline: '3px solid #0D5C8C', outlineOffset: 2 } },
      },
    },
    MuiCssBaseline: {
      styleOverrides: {
        'a:focus-visible, [tabindex]:focus-visible': { outline: '3px solid #0D5C8C', outlineOffset: 2 },
        img: { maxWidth: '100%' },
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': {
            animationDuration: '0.01ms !important',
            transitionDuration: '0.01ms !important',
            scrollBehavior: 'auto !important',
          },
        },
      },
    },
  },
});
