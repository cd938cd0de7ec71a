// @vitest-environment node
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import webPackage from '../package.json';
import {
  CREATE_THEME_FILE,
  muiThemeWithoutVars,
  STUB_SOURCE,
  THEME_WITH_VARS_IMPORT,
} from './mui-theme-without-vars';

// The guard of the build's swap of an MUI file (decision 0106): it reads the installed
// @mui/material and fails, naming the version and the file, when the file the plugin swaps an
// import of is gone or no longer has the shape the swap assumes.

const require = createRequire(import.meta.url);
const muiDir = fs.realpathSync(path.dirname(require.resolve('@mui/material/package.json')));
const muiVersion = (
  JSON.parse(fs.readFileSync(path.join(muiDir, 'package.json'), 'utf8')) as { version: string }
).version;
const createThemeFile = path.join(muiDir, 'esm', 'styles', 'createTheme.js');
const withVarsFile = path.join(path.dirname(createThemeFile), THEME_WITH_VARS_IMPORT);

/** The installed version of a package, read as Node would find it (not every one exports package.json). */
function installedVersion(name: string): string {
  const dir = (require.resolve.paths(name) ?? [])
    .map((modules) => path.join(modules, name))
    .find((candidate) => fs.existsSync(path.join(candidate, 'package.json')));
  if (!dir) throw new Error(`${name} is not installed`);
  return (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

const shape = (what: string) =>
  `@mui/material ${muiVersion} changed what apps/web/build/mui-theme-without-vars.ts swaps: ${what}. ` +
  'Update the plugin for this version (or drop it), or keep the version pinned in apps/web/package.json.';

const read = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '');

describe(`build/mui-theme-without-vars against @mui/material ${muiVersion}`, () => {
  // MUI's packages go in lockstep (each asks for the others at its own version): all three exact.
  it.each(['@mui/material', '@mui/system', '@mui/icons-material'])(
    'is %s at the version pinned exactly',
    (name) => {
      const pinned = (webPackage.dependencies as Record<string, string>)[name];
      const installed = installedVersion(name);
      expect(
        pinned,
        `apps/web/package.json must pin ${name} exactly (decision 0106), found "${pinned}"`,
      ).toMatch(/^\d+\.\d+\.\d+$/);
      expect(installed, `installed ${name} ${installed} is not the pinned ${pinned}: run npm ci`).toBe(
        pinned,
      );
    },
  );

  it('finds createTheme.js where the plugin looks for it', () => {
    expect(fs.existsSync(createThemeFile), shape(`${createThemeFile} no longer exists`)).toBe(true);
    expect(
      CREATE_THEME_FILE.test(createThemeFile),
      shape(`the plugin's pattern misses ${createThemeFile}`),
    ).toBe(true);
  });

  it(`finds createTheme.js importing the builder as its default, from "${THEME_WITH_VARS_IMPORT}" only`, () => {
    const source = read(createThemeFile);
    const imports = [...source.matchAll(/^import\s+(.+?)\s+from\s+["']([^"']+)["']/gm)].filter(
      ([, , specifier]) => specifier === THEME_WITH_VARS_IMPORT,
    );
    expect(
      imports.map(([, what]) => what),
      shape(
        `createTheme.js no longer imports the default of "${THEME_WITH_VARS_IMPORT}" alone (the stub has only that)`,
      ),
    ).toEqual(['createThemeWithVars']);
    expect(
      source.match(/\bcreateThemeWithVars\(/g)?.length,
      shape('createTheme.js no longer calls createThemeWithVars once'),
    ).toBe(1);
    expect(fs.existsSync(withVarsFile), shape(`${withVarsFile} no longer exists`)).toBe(true);
    expect(read(withVarsFile), shape('createThemeWithVars.js has no default export')).toMatch(
      /^export default function createThemeWithVars\(/m,
    );
  });

  it('swaps that import, and only that one, for a stub that throws', async () => {
    const plugin = muiThemeWithoutVars();
    const resolveId = plugin.resolveId as (source: string, importer?: string) => string | null;
    const load = plugin.load as (id: string) => string | null;
    const stub = resolveId(THEME_WITH_VARS_IMPORT, createThemeFile);
    expect(stub, shape('the plugin no longer swaps the import of the installed createTheme.js')).toBeTruthy();
    expect(load(stub!)).toBe(STUB_SOURCE);
    expect(resolveId(THEME_WITH_VARS_IMPORT, path.join(muiDir, 'esm', 'styles', 'index.js'))).toBeNull();
    expect(resolveId('./createThemeNoVars.js', createThemeFile)).toBeNull();
    const { default: thrower } = (await import(
      `data:text/javascript,${encodeURIComponent(STUB_SOURCE)}`
    )) as { default: () => void };
    expect(thrower).toThrow(/CSS variables themes are left out of the build/);
  });

  it("builds the storefront's theme without calling the builder (and a CSS variables theme with it)", async () => {
    // The real builder, watched: the storefront's theme must not reach it, or the stubbed build
    // would throw at start.
    const calls: unknown[] = [];
    vi.doMock(withVarsFile, async (original) => {
      const real = (await original()) as { default: (...args: unknown[]) => unknown };
      return {
        ...real,
        default: (...args: unknown[]) => {
          calls.push(args[0]);
          return real.default(...args);
        },
      };
    });
    const { createTheme } = await import('@mui/material/styles');
    const { theme } = await import('../src/app/theme');
    expect(theme.palette.primary.main).toBe('#C43E00');
    expect(calls, shape("createTheme calls the CSS variables builder for src/app/theme.ts's theme")).toEqual(
      [],
    );
    // The watch itself works: a theme with CSS variables does reach the builder.
    createTheme({ cssVariables: true });
    expect(calls).toHaveLength(1);
    vi.doUnmock(withVarsFile);
  });
});
