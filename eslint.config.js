import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { builtinRules } from 'eslint/use-at-your-own-risk';

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

/**
 * Which module owns which table: docs/architecture/api.md "Modules" (decision 0110). Only the
 * owner's repositories name a table, so only the owner imports its Kysely types. A table of
 * db/schema.ts's `Database` missing here is nobody's yet: its types stay open to every module, and
 * scripts/lint-zones.test.mjs fails naming it.
 */
export const tableOwners = {
  catalogue: [
    'app_meta',
    // Raised by triggers on every change of an offer, a store, a service or a fee band (migration
    // 0035; offer_version and price_version before it).
    'warehouse_offer_version',
    'reference_version',
    'warehouse',
    'store',
    'category',
    'category_block',
    'category_proposal',
    'vendor',
    'product',
    'product_class',
    'product_product_class',
    'product_warehouse',
    'warehouse_promo',
    'product_option',
    'product_affinity',
    'search_term',
  ],
  accounts: [
    'user_account',
    'user_person_info',
    'staff_store',
    'staff_customer',
    'fidelity_card',
    'session',
    'login_challenge',
    'login_attempt',
    'account_token',
    'registration_disclaimer',
    'user_disclaimer',
    'user_person_fiscal',
    'user_identity',
    'sso_request',
  ],
  delivery: [
    'delivery_service',
    'store_delivery_service',
    'delivery_zone',
    'delivery_zone_cap',
    'address',
    'address_enable_request',
    'timeslot_template',
    'timeslot',
    'shop_closure',
    'delivery_fee_rule',
    'slot_booking',
  ],
  cart: ['cart', 'cart_item', 'cart_info', 'gift_certificate', 'cart_gift_code', 'gift_redemption'],
  orders: [
    'customer_order',
    'order_line',
    'order_adjustment',
    'order_status_history',
    'order_note',
    'order_access_token',
    'order_parking_reservation',
    'order_modification',
  ],
  payments: [
    'payment_transaction',
    'user_payment_auth',
    'test_provider_payment',
    'payment_attempt_check',
    'stripe_payment_attempt',
    'paypal_payment_attempt',
  ],
  checkout: ['idempotency_key'],
  lists: ['wishlist', 'wishlist_item', 'wishlist_share', 'wishlist_link'],
  mail: ['mail_outbox'],
  flyers: ['leaflet', 'leaflet_media', 'leaflet_page', 'leaflet_hotspot'],
  content: [
    'content_post',
    'content_term',
    'content_post_term',
    'content_menu',
    'content_form',
    'form_submission',
    'form_upload',
  ],
  jobs: ['job'],
  pricelists: [
    'customer_group',
    'customer_group_member',
    'price_list',
    'price_list_customer',
    'price_list_customer_group',
    'price_list_proposal',
    'price_list_proposal_price',
    'price_list_proposal_history',
    'price_list_role',
    'price_list_version',
  ],
  backoffice: ['staff_action'],
  picking: ['pick_scan', 'pick_substitution', 'pick_store_setting'],
};

/**
 * The table types' owners, read from the code: each `Database` entry of db/schema.ts names its
 * table's types (`cart: CartTable & CartVersionColumns`); another type of a db/schema/ file (a
 * column's union, `PostType`) belongs to the file's owner. A file whose tables all have one owner
 * is that module's; a file shared by several (accounts.ts holds mail_outbox, orders.ts the
 * payments', delivery's and checkout's tables, platform.ts the job table) has no owner of its own.
 */
export function schemaOwners() {
  const ownerOfTable = new Map(
    Object.entries(tableOwners).flatMap(([mod, tables]) => tables.map((t) => [t, mod])),
  );
  const database = /export interface Database \{([\s\S]*?)\n\}/.exec(
    fs.readFileSync(at(api, 'db', 'schema.ts'), 'utf8'),
  )[1];
  const tables = [...database.matchAll(/^\s*(\w+): ([^;]+);/gm)].map(([, table, types]) => ({
    table,
    types: types.match(/\w+/g),
  }));
  const typeOwner = new Map();
  for (const { table, types } of tables)
    if (ownerOfTable.has(table)) for (const t of types) typeOwner.set(t, ownerOfTable.get(table));
  const files = fs
    .readdirSync(at(api, 'db', 'schema'))
    .filter((f) => f.endsWith('.ts'))
    .map((file) => {
      const text = fs.readFileSync(at(api, 'db', 'schema', file), 'utf8');
      const types = [...text.matchAll(/^export (?:interface|type) (\w+)/gm)].map((m) => m[1]);
      const owners = new Set(types.filter((t) => typeOwner.has(t)).map((t) => typeOwner.get(t)));
      const owner = owners.size === 1 ? [...owners][0] : null;
      if (owner) for (const t of types) if (!typeOwner.has(t)) typeOwner.set(t, owner);
      return { file, owner };
    });
  return { typeOwner, files, unowned: tables.filter((t) => !ownerOfTable.has(t.table)).map((t) => t.table) };
}

const schema = schemaOwners();

/** A db/schema/ file of one module's tables is imported by that module only. */
const apiSchemaFileZones = folders(`${api}/modules`).flatMap((mod) =>
  schema.files
    .filter((f) => f.owner && f.owner !== mod)
    .map((f) => ({
      target: at(api, 'modules', mod),
      from: at(api, 'db', 'schema', f.file),
      message: `db/schema/${f.file} holds the ${f.owner} module's tables: import only your own tables' types, and ask ${f.owner} through its index.ts.`,
    })),
);

/**
 * The same through db/schema.ts (every type) and the shared db/schema/ files: a table type is
 * imported by its owner only. Under its own name, so that this rule does not replace the
 * services' no-restricted-imports of Fastify (flat config keeps one option set per rule name).
 */
const tables = { rules: { 'no-restricted-imports': builtinRules.get('no-restricted-imports') } };
const sharedSchema = schema.files
  .filter((f) => !f.owner)
  .map((f) => f.file.replace(/\.ts$/, ''))
  .join('|');
const schemaImport = `(^|/)db/schema(\\.js)?$|(^|/)db/schema/(${sharedSchema})(\\.js)?$`;
const apiTableTypeConfigs = folders(`${api}/modules`).map((mod) => {
  const byOwner = new Map();
  for (const [type, owner] of schema.typeOwner)
    if (owner !== mod) byOwner.set(owner, [...(byOwner.get(owner) ?? []), type]);
  return {
    files: [`${api}/modules/${mod}/**/*.ts`],
    plugins: { tables },
    rules: {
      'tables/no-restricted-imports': [
        'error',
        {
          patterns: [...byOwner].map(([owner, importNames]) => ({
            regex: schemaImport,
            importNames: importNames.sort(),
            message: `A table type is imported by the module owning the table: this one is ${owner}'s (ask it through its index.ts).`,
          })),
        },
      ],
    },
  };
});

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
      'import-x/no-restricted-paths': ['error', { zones: [...apiModuleZones, ...apiSchemaFileZones] }],
      'layers/no-restricted-paths': ['error', { zones: apiLayerZones }],
    },
  },
  ...apiTableTypeConfigs,
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
