// CSS variables on <html> that say how much of the window the sticky bars cover, so that what
// takes the focus in the page scrolls clear of them (app/layout/ShellStyles gives the page's
// focusable elements their scroll margins from these).

/** The sticky header's height, in px (app/hooks/useHeaderHeight). */
export const HEADER_HEIGHT_VAR = '--spesa-header-height';
/** A bar kept at the bottom of the window (the phone cart's total and checkout button), in px. */
export const BOTTOM_BAR_VAR = '--spesa-bottom-bar-height';
/** Marks the bottom bar: its own controls never scroll to keep clear of it. */
export const BOTTOM_BAR_ATTR = 'data-bottom-bar';
