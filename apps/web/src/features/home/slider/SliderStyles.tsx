import type { Theme } from '@mui/material/styles';
import type { CSSObject } from '@mui/system';
import { buttonBase } from '../../../components/ui/plain-button/plain-button-styles';
import { ThemeSheet } from '../../../components/ui/theme-sheet/ThemeSheet';

/** The carousels' sheet, drawn once for the app (AppProviders). */
export function SliderStyles() {
  return <ThemeSheet styles={sliderStyles} />;
}

/**
 * The look of `EmblaSlider` and its bullets, as the MUI Boxes, IconButtons and ButtonBases drew it
 * (decision 0079). A slide's width varies between sliders: EmblaSlider gives it a class of its own.
 */
export function sliderStyles(theme: Theme): Record<string, CSSObject> {
  const { palette, spacing, shadows, breakpoints, typography } = theme;
  return {
    '.slider': { position: 'relative' },
    '.slider__viewport': { overflow: 'hidden' },
    '.slider__track': { display: 'flex', touchAction: 'pan-y pinch-zoom' },
    // Two classes: the plain button's own rules must give way. Hidden on phones (swiping).
    '.plain-icon-button.slider__arrow': {
      position: 'absolute',
      top: '50%',
      transform: 'translateY(-50%)',
      zIndex: 1,
      display: 'none',
      backgroundColor: palette.background.paper,
      boxShadow: shadows[2],
      '&:hover': { backgroundColor: palette.background.paper },
      [breakpoints.up('sm')]: { display: 'inline-flex' },
    },
    '.slider__arrow .plain-icon': { fontSize: typography.pxToRem(24) },
    '.slider__arrow--previous': { left: 4 },
    '.slider__arrow--next': { right: 4 },
    '.slider__controls': { display: 'flex', alignItems: 'center', justifyContent: 'center', gap: spacing(1) },
    '.plain-icon-button.slider__play': { marginTop: spacing(1) },
    '.slider__dots': { display: 'flex', justifyContent: 'center', flexWrap: 'wrap', marginTop: spacing(1) },
    '.slider__dot': {
      ...buttonBase,
      width: 24,
      height: 24,
      padding: 0,
      borderRadius: '50%',
      backgroundColor: 'transparent',
      color: 'inherit',
    },
    '.slider__mark': {
      width: 8,
      height: 8,
      borderRadius: '50%',
      backgroundColor: '#8A8A8F',
      transition: 'all .2s',
    },
    '.slider__mark--selected': { width: 12, height: 12, backgroundColor: palette.primary.main },
  };
}
