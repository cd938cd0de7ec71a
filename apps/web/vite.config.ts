import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { muiThemeWithoutVars } from './build/mui-theme-without-vars';
import { pagePreloads } from './page-preloads';
import { reactRuntimeAliases } from './react-runtime';

/**
 * Writes .br and .gz next to every text asset of the build, so the API serves them precompressed
 * (@fastify/static `preCompressed`) at the best level without compressing on each request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'spesa-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        fs
          .readdirSync(dir, { withFileTypes: true })
          .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg|json)$/.test(file) || fs.statSync(file).size < 1024) continue;
        const data = fs.readFileSync(file);
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

// The API (apps/api) serves /ebsn/api, the content service under /p, product images under /img.
// In development Vite proxies those paths so the browser sees one origin, like in production
// where the API process also serves this build.
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 8080}`;
// Trailing slashes matter: Vite matches by prefix, and a bare '/p' would also swallow the
// storefront's own /page/..., /product/... and /profile/... routes.
// '/dev/' is the API's development mail outbox, linked from the account pages under `vite dev`.
const proxied = ['/ebsn/', '/p/', '/img/', '/healthz', '/dev/'];

/** A chunk group's test: the module's path, with `/` between folders, contains one of `parts`. */
function pathHas(...parts: string[]) {
  return (id: string) => {
    const file = id.replaceAll('\\', '/');
    return parts.some((part) => file.includes(part));
  };
}

/** The folder of one MUI component (or internal module) in the module's path. */
const muiMaterial = (folder: string) => `/@mui/material/esm/${folder}/`;

// Vendor groups: libraries that change rarely get their own long-cached chunks; everything a
// route needs beyond them is split per route by the lazy imports in src/app/router.tsx.
const vendorGroups: Array<{
  name: string;
  test: RegExp | ((id: string) => boolean);
  priority: number;
  tags?: ['$initial'];
}> = [
  { name: 'react', test: /node_modules[\\/](preact|react-router)[\\/]/, priority: 30 },
  // Only the MUI modules the first render needs; a component used by one page stays in that
  // page's chunk instead of weighing on every first visit.
  {
    name: 'mui',
    test: /node_modules[\\/](@mui|@emotion|@popperjs|react-transition-group|stylis|notistack|clsx|goober)[\\/]/,
    priority: 20,
    tags: ['$initial'],
  },
  { name: 'query', test: /node_modules[\\/](@tanstack)[\\/]/, priority: 20 },
  // The rest of what every first load runs (the shell: layout, providers, API client, shared
  // rules) in one file: dozens of sub-kilobyte chunks compress worse and cost a request each.
  // Not src/main.tsx: it awaits the page's lazy chunk before hydrating, and that chunk imports
  // the shell, so a shell holding main.tsx would wait for itself and never hydrate.
  {
    name: 'shell',
    test: (id: string) =>
      /[\\/](apps[\\/]web[\\/]src|packages[\\/]domain)[\\/]/.test(id) && !/[\\/]src[\\/]main\.tsx$/.test(id),
    priority: 10,
    tags: ['$initial'],
  },
  // What the lazily loaded pages and parts share (decision 0081). Left to the bundler, each module
  // two parts share became a chunk of its own: a first visit to the home asked for 30 files and a
  // category page for 33, many under 1 KB, each a request (six at a time over HTTP/1.1) before
  // the page could come to life. These groups hold a few kilobytes each, and a page that loads one
  // mostly needed all of it anyway.
  {
    // The MUI components the first load still needs through the catalogue's shared chunks (the
    // stepper's typed entry, an alert's surface, the theme's default props, the system's styled of
    // the blocks' grid), which the shell no
    // longer draws itself (decision 0083): without this group each came inside the form or the
    // dialog group, 8-10 KB more on every catalogue page's first load.
    name: 'mui-base',
    test: pathHas(
      ...['InputBase', 'Paper'].map(muiMaterial),
      '/@mui/system/esm/useThemeProps/',
      '/@mui/system/esm/styled/',
    ),
    priority: 7,
  },
  {
    // MUI's small helpers (refs, ids, slot props, controlled state) and the icons many parts draw.
    name: 'mui-kit',
    test: pathHas(
      '/@mui/utils/',
      '/@mui/material/esm/utils/',
      '/@mui/material/esm/internal/svg-icons/Close.js',
      '/@mui/icons-material/esm/ChevronRight.js',
    ),
    priority: 6,
  },
  {
    // What every dialog, drawer, menu and popover stands on.
    name: 'mui-dialog',
    test: pathHas(
      '/react-transition-group/',
      ...['Modal', 'Portal', 'Backdrop', 'Fade', 'Unstable_TrapFocus', 'transitions'].map(muiMaterial),
      ...['Dialog', 'DialogTitle', 'DialogContent', 'DialogContentText', 'DialogActions'].map(muiMaterial),
    ),
    priority: 6,
  },
  {
    // The form controls of product options, filters and the account forms.
    name: 'mui-form',
    test: pathHas(
      ...['FormControl', 'FormControlLabel', 'FormLabel', 'FormGroup', 'NativeSelect', 'Input'].map(
        muiMaterial,
      ),
      ...['RadioGroup', 'Radio', 'internal/SwitchBase', 'Checkbox', 'Stack'].map(muiMaterial),
    ),
    priority: 6,
  },
  {
    // What the catalogue's pages and the home's blocks share: links, breadcrumbs, the page grid,
    // placeholders, the catalogue's texts, the rules of a product's options.
    name: 'catalogue-kit',
    test: pathHas(
      '/src/components/ui/smart-link/SmartLink.tsx',
      '/src/components/ui/smart-link/useHtmlLinks.ts',
      '/src/components/ui/page-grid/',
      '/src/components/ui/breadcrumb/',
      '/src/components/ui/product-options/chosen-options.ts',
      '/src/features/home/blocks/block-meta.ts',
      '/src/features/catalogue/hooks/useDocumentTitle.ts',
      '/src/features/catalogue/components/PageContainer.tsx',
      '/src/features/catalogue/i18n.ts',
      '/src/lib/links.ts',
      '/src/lib/origin.ts',
      '/src/lib/media-query.ts',
      '/@mui/system/esm/useMediaQuery/',
      ...['Link', 'Skeleton', 'Alert', 'useMediaQuery'].map(muiMaterial),
    ),
    priority: 4,
  },
  // The product card with what it draws (stepper, price, chips, sale rules): every catalogue
  // page shows cards, and one chunk of them compresses better than the dozen it would split into.
  {
    name: 'product-card',
    test: /[\\/]components[\\/]ui[\\/]product-card[\\/]ProductCard\.tsx$/,
    priority: 5,
  },
];

export default defineConfig(({ isSsrBuild }) => ({
  // JSX goes through react/jsx-runtime, which the aliases turn into Preact's. Fast refresh is
  // React's own runtime: under `vite dev` a change reloads the page instead.
  plugins: [
    react({ refreshExclude: /./ }),
    ...(isSsrBuild ? [] : [muiThemeWithoutVars(), pagePreloads(), precompress()]),
  ],
  resolve: { alias: reactRuntimeAliases },
  // The server build (src/entry-server.tsx -> dist-ssr/) carries its libraries inside, so the
  // API process loads one file and no library's CommonJS/ESM packaging can trip Node.
  ssr: { noExternal: true },
  // The server render in production mode whatever the API process runs in: the markup must be the
  // one the browser's production build hydrates (MUI adds development-only attributes otherwise).
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((p) => [p, { target: apiTarget, changeOrigin: false }])),
  },
  preview: {
    proxy: Object.fromEntries(proxied.map((p) => [p, { target: apiTarget, changeOrigin: false }])),
  },
  build: isSsrBuild
    ? { target: 'node20', outDir: 'dist-ssr', emptyOutDir: true, sourcemap: true, copyPublicDir: false }
    : {
        target: 'es2022',
        sourcemap: false,
        // dist/.vite/manifest.json: bench/web/run.mjs reads it to weigh each route's first load.
        manifest: true,
        rolldownOptions: {
          // packages/domain is pure by design (docs/architecture.md "Workspaces"): marking it side-effect free lets the
          // bundler drop the zod schemas the storefront never uses at run time.
          treeshake: {
            moduleSideEffects: (id: string) => !/[\\/]packages[\\/]domain[\\/]/.test(id),
          },
          output: {
            codeSplitting: { groups: vendorGroups },
          },
        },
      },
}));
