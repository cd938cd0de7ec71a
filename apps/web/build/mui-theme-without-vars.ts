import type { Plugin } from 'vite';

/**
 * The browser build's only swap of a file inside a library (decisions 0038, 0106).
 *
 * Why: MUI's `createTheme` (@mui/material/esm/styles/createTheme.js) imports the CSS-variables
 * theme builder (`./createThemeWithVars.js`, with the @mui/system CSS-variables code it pulls in)
 * and calls it only for a theme with `cssVariables`; src/app/theme.ts asks for none, so in the
 * browser build that import is a stub and about 4 KB gzip leave every first load. Should a theme
 * ever ask for CSS variables, the stub throws at once rather than drawing a wrong page.
 *
 * What it assumes of MUI, checked against the installed copy by `mui-theme-without-vars.test.ts`
 * (which fails naming the MUI version and the file): createTheme.js is at that path, imports the
 * builder by that exact specifier as its default import and nothing else of it, and calls it only
 * when `cssVariables` is set. If MUI moved or renamed the file, the swap would silently stop (the
 * 4 KB back, no error); if it called the builder for every theme, the storefront would throw at
 * start. @mui/material is pinned exactly in apps/web/package.json: before raising it, run that
 * test.
 */

/** The module whose import is swapped: MUI's createTheme, in its ES module build. */
export const CREATE_THEME_FILE = /[\\/]@mui[\\/]material[\\/]esm[\\/]styles[\\/]createTheme\.js$/;
/** The import swapped, exactly as createTheme.js writes it. */
export const THEME_WITH_VARS_IMPORT = './createThemeWithVars.js';

const STUB_ID = '\0spesa-mui-theme-without-vars';
/**
 * What the build loads instead: a default export, as createTheme.js imports it, that throws. Its
 * message names vite.config.ts, which installs this plugin (and imports it from here).
 */
export const STUB_SOURCE =
  "export default function createThemeWithVars() { throw new Error('src/app/theme.ts: CSS variables themes are left out of the build (vite.config.ts)'); }";

export function muiThemeWithoutVars(): Plugin {
  return {
    name: 'spesa-mui-theme-without-vars',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === THEME_WITH_VARS_IMPORT && importer && CREATE_THEME_FILE.test(importer)) return STUB_ID;
      return null;
    },
    load(id) {
      return id === STUB_ID ? STUB_SOURCE : null;
    },
  };
}
