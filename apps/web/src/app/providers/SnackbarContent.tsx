import { MaterialDesignContent } from 'notistack';
import { styled } from '@mui/material/styles';

// notistack's default greens and oranges fail WCAG AA with white text; use the theme's darker
// tones (all >= 4.5:1 against white).
export const SnackbarContent = styled(MaterialDesignContent)(({ theme }) => ({
  '&.notistack-MuiContent-success': { backgroundColor: theme.palette.success.main },
  '&.notistack-MuiContent-error': { backgroundColor: theme.palette.error.main },
  '&.notistack-MuiContent-warning': { backgroundColor: theme.palette.warning.main },
  '&.notistack-MuiContent-info': { backgroundColor: theme.palette.info.main },
  '&.notistack-MuiContent-default': { backgroundColor: theme.palette.text.primary },
  fontSize: '0.9375rem',
}));
