import { alpha, type Theme } from '@mui/material/styles';
import type { CSSObject } from '@mui/system';
import { buttonBase } from '../../components/ui/plain-button/plain-button-styles';

// A touch screen keeps :hover on the last control tapped: as MUI, no hover colour there.
const noHover = '@media (hover: none)';

/**
 * The header's controls (search field, account, cart, department bar) as plain elements
 * (decision 0083): each comes to life in a task of its own right after hydration, and drawn with
 * MUI's Button, IconButton and Badge each of those tasks resolved their styles again, over 50 ms
 * on a phone.
 * The values are MUI's, with this theme's (a text Button, a large IconButton, a Badge).
 */
export function headerControlStyles(theme: Theme): Record<string, CSSObject> {
  const { palette, spacing, typography, shape, breakpoints, transitions } = theme;
  const transition = transitions.create(['background-color', 'color'], {
    duration: transitions.duration.short,
  });
  const hover = { backgroundColor: palette.action.hover, [noHover]: { backgroundColor: 'transparent' } };
  return {
    // MUI's IconButton, size large, colour inherit: 48 px round, a 24 px icon.
    '.header-icon-button': {
      ...buttonBase,
      padding: 12,
      borderRadius: '50%',
      backgroundColor: 'transparent',
      color: 'inherit',
      transition,
      '&:hover': hover,
      '& .plain-icon': { fontSize: typography.pxToRem(24) },
    },
    // MUI's text Button, colour inherit.
    '.header-button': {
      ...buttonBase,
      ...typography.button,
      minWidth: 64,
      padding: '6px 8px',
      borderRadius: shape.borderRadius,
      backgroundColor: 'transparent',
      color: 'inherit',
      transition,
      '&:hover': hover,
    },
    '.header-button__start': { display: 'inherit', marginLeft: -4, marginRight: 8 },
    '.header-button__start .plain-icon, .header-button__end .plain-icon': {
      fontSize: typography.pxToRem(20),
    },
    '.header-button__end': { display: 'inherit', marginLeft: 2, marginRight: -4 },
    // 'Accedi': an icon on phones, the icon and the word from md up.
    '.header-login--phone': { [breakpoints.up('md')]: { display: 'none' } },
    '.header-login--wide': {
      display: 'none',
      whiteSpace: 'nowrap',
      [breakpoints.up('md')]: { display: 'inline-flex' },
    },
    // The customer's name: only its icon on phones.
    '.header-account': {
      minWidth: 48,
      minHeight: 48,
      padding: spacing(0.75, 1),
      [breakpoints.up('md')]: { padding: spacing(0.75, 1.5) },
      '& .header-button__start': { margin: 0, [breakpoints.up('md')]: { margin: spacing(0, 1) } },
      '& .header-button__start .plain-icon': {
        fontSize: typography.pxToRem(20),
        color: palette.secondary.main,
      },
    },
    '.header-account__name': {
      display: 'none',
      maxWidth: 160,
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
      [breakpoints.up('md')]: { display: 'inline' },
    },
    '.search-form': { flex: 1, minWidth: 0, maxWidth: 640 },
    // The search field: MUI's InputBase in a round frame, its submit a small IconButton.
    '.search-input': {
      boxSizing: 'border-box',
      display: 'flex',
      alignItems: 'center',
      width: '100%',
      height: 44,
      padding: spacing(0, 0.5, 0, 2),
      borderRadius: 22,
      border: '1px solid #8A8A8F', // 3.4:1 against white: a visible field boundary (WCAG 1.4.11)
      backgroundColor: palette.background.paper,
      color: palette.text.primary,
      cursor: 'text',
      ...typography.body1,
      lineHeight: '1.4375em',
      '&:focus-within': {
        borderColor: palette.primary.main,
        boxShadow: `0 0 0 2px ${palette.primary.main}`,
      },
    },
    '.search-input__field': {
      flex: 1,
      minWidth: 0,
      height: '1.4375em',
      margin: 0,
      padding: '4px 0 5px',
      border: 0,
      outline: 0,
      background: 'none',
      color: 'currentColor',
      font: 'inherit',
      letterSpacing: 'inherit',
      '&::placeholder': { color: 'currentColor', opacity: palette.mode === 'light' ? 0.42 : 0.5 },
    },
    '.search-input__submit': {
      ...buttonBase,
      padding: 5,
      borderRadius: '50%',
      backgroundColor: 'transparent',
      color: palette.primary.main,
      transition,
      '&:hover': {
        backgroundColor: alpha(palette.primary.main, palette.action.hoverOpacity),
        [noHover]: { backgroundColor: 'transparent' },
      },
      '& .plain-icon': { fontSize: typography.pxToRem(24) },
    },
    '.search-input__spinner': {
      width: 16,
      height: 16,
      marginRight: spacing(1),
      borderRadius: '50%',
      border: '2px solid currentColor',
      borderRightColor: 'transparent',
      color: palette.text.secondary,
      animation: 'spesa-spin .8s linear infinite',
    },
    '@keyframes spesa-spin': { to: { transform: 'rotate(360deg)' } },
    // The department bar (desktop): one button per department, wrapping onto a second row.
    '.category-bar': { borderTop: `1px solid ${palette.divider}`, backgroundColor: palette.background.paper },
    '.category-bar__list': {
      display: 'flex',
      flexWrap: 'wrap',
      maxWidth: breakpoints.values.xl,
      margin: '0 auto',
      padding: spacing(0.5, 2),
      listStyle: 'none',
      [breakpoints.up('sm')]: { padding: spacing(0.5, 3) },
    },
    '.header-button.category-bar__item': {
      padding: spacing(0.75, 1.25),
      fontWeight: 600,
      whiteSpace: 'nowrap',
      color: palette.text.primary,
      '&[aria-expanded="true"]': { color: palette.primary.main },
      '&[aria-expanded="true"] .header-button__end': { transform: 'rotate(180deg)' },
    },
    '.category-bar__item .header-button__end': { transition: 'transform .2s' },
    '.header-button.category-bar__offers': { fontWeight: 700, color: palette.primary.dark },
    '.category-bar__placeholder': {
      width: 96,
      height: 32,
      margin: spacing(0.5, 0),
      borderRadius: shape.borderRadius,
      backgroundColor: palette.action.hover,
    },
  };
}
