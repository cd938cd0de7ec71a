import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';

// Boundaries are enforced here, not by memory (docs/architecture/api.md "Boundaries, enforced by
// lint", docs/architecture/web.md, docs/decisions/0020-lint-zones-and-web-data-layer.md).
// Zone paths are absolute so the result does not depend on where eslint is started from.
const root = import.meta.dirname;
const at = (...parts) => path.join(root, ...parts);
const folders = (dir) =>
  fs
    .readdirSync(at(dir), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);

const web = 'apps/web/src';
const api = 'apps/api/src';

/** A web feature never imports another feature or app/; shared code never imports either. */
const webZones = [
  ...folders(`${web}/features`).map((feature) => ({
    target: at(web, 'features', feature),
    from: at(web, 'features'),
    except: [`./${feature}`],
    message:
      'A feature does not import another feature: move the shared piece to components/ or lib/, or let app/ compose them.',
  })),
  {
    target: at(web, 'features'),
    from: at(web, 'app'),
    message:
      'A feature does not import app/: app/ composes features (pass what is needed by props or a lib/ context).',
  },
  {
    target: [at(web, 'components'), at(web, 'lib'), at(web, 'test')],
    from: [at(web, 'features'), at(web, 'app')],
    message: 'Shared code (components/, lib/) does not import a feature or app/.',
  },
];

/** An API module reaches another module only through that module's index.ts. */
const apiModuleZones = folders(`${api}/modules`).map((mod) => ({
  target: at(api, 'modules', mod),
  from: at(api, 'modules', '**'),
  except: [at(api, 'modules', mod, '**'), at(api, 'modules', '*', 'index.ts')],
  message: 'Import another module through its index.ts only.',
}));

/** Services, repositories and rules know nothing of HTTP. */
const apiLayerZones = [
  {
    target: at(api, '**', '*.{service,repository,rules}.ts'),
    from: at(api, 'http'),
    message:
      'Services, repositories and rules do not import http/ (errors and session types live outside it).',
  },
];

// The same zone rule under a second name, so that the API layering zone can carry its own
// severity while code still breaks it (AppError and session types are being moved out of http/).
const layers = { rules: { 'no-restricted-paths': importX.rules['no-restricted-paths'] } };

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-ssr/**', '**/node_modules/**', 'data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      // TypeScript checks undefined names in .ts; the few .mjs scripts run on Node only.
      'no-undef': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these, import-x reads only .js files and no-cycle would see no TypeScript import.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: ['apps/api/tsconfig.json', 'apps/web/tsconfig.json', 'packages/domain/tsconfig.json'].map(
            (p) => at(p),
          ),
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: [`${web}/**/*.{ts,tsx}`],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: webZones }],
    },
  },
  {
    files: [`${web}/**/*.{ts,tsx}`],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: [`${web}/**/*.{ts,tsx}`],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: [`${web}/**/*.{ts,tsx}`],
    rules: {
      // Missing dependencies are bugs (stale values), and code the compiler cannot follow is
      // rewritten (useWatch, not watch): both fail the lint instead of warning.
      'react-hooks/exhaustive-deps': 'error',
      'react-hooks/incompatible-library': 'error',
      // MUI components only (a dialog's first action, a field the shopper just opened): WAI-ARIA's
      // dialog pattern moves focus into what opened. A bare DOM element never takes it by itself.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
  {
    // Every lazily loaded part goes through lazyPart (its own Suspense boundary, preloaded before
    // hydration: decision 0077); React's `lazy` alone loses state changes under Preact.
    files: [`${web}/**/*.{ts,tsx}`],
    ignores: [`${web}/components/ui/lazy-part/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react',
              importNames: ['lazy'],
              message:
                'Use lazyPart from components/ui/lazy-part: its own Suspense boundary, preloaded before hydration.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [`${api}/**/*.ts`],
    plugins: { layers },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: apiModuleZones }],
      'layers/no-restricted-paths': ['error', { zones: apiLayerZones }],
    },
  },
  {
    files: [`${api}/**/*.{service,repository,rules}.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['fastify', 'fastify/*', 'fastify-*', '@fastify/*'],
              message: 'Services, repositories and rules never import Fastify: the routes do.',
            },
          ],
        },
      ],
    },
  },
);
