import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { schemaOwners, tableOwners } from '../eslint.config.js';

// The boundaries of docs/architecture/api.md "Boundaries, enforced by lint" are only as good as the lint that enforces them: these
// snippets are linted as if they sat at the given paths, and each broken rule must be reported.
// Imports point at real files, because a zone is checked on the resolved path.
const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

/** A real file of `dir` other than index.ts, so the probes follow files that move. */
const someFile = (dir) =>
  fs
    .readdirSync(path.join(root, dir))
    .filter((f) => f.endsWith('.ts') && f !== 'index.ts')
    .sort()[0]
    .replace(/\.ts$/, '.js');

async function rulesAt(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.map((m) => m.ruleId);
}

describe('lint: web import zones', () => {
  it('refuses a feature importing another feature, statically or lazily', async () => {
    expect(
      await rulesAt(
        'apps/web/src/features/catalogue/components/Probe.tsx',
        "import HomePage from '../../home/HomePage';\nexport const probe = HomePage;\n",
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await rulesAt(
        'apps/web/src/features/catalogue/components/Probe.tsx',
        "export const probe = () => import('../../home/HomePage');\n",
      ),
    ).toContain('import-x/no-restricted-paths');
  });

  it('refuses a feature importing app/', async () => {
    expect(
      await rulesAt(
        'apps/web/src/features/home/Probe.ts',
        "import { theme } from '../../app/theme';\nexport const probe = theme;\n",
      ),
    ).toContain('import-x/no-restricted-paths');
  });

  it('refuses shared code importing a feature', async () => {
    expect(
      await rulesAt(
        'apps/web/src/lib/probe.ts',
        "import HomePage from '../features/home/HomePage';\nexport const probe = HomePage;\n",
      ),
    ).toContain('import-x/no-restricted-paths');
  });

  it('lets a feature import its own files and shared code, and app/ compose features', async () => {
    expect(
      await rulesAt(
        'apps/web/src/features/home/Probe.ts',
        "import { BlockRenderer } from './components/BlockRenderer';\nimport { formatEuro } from '../../lib/format';\nexport const probe = [BlockRenderer, formatEuro];\n",
      ),
    ).toEqual([]);
    expect(
      await rulesAt(
        'apps/web/src/app/probe.ts',
        "import HomePage from '../features/home/HomePage';\nexport const probe = HomePage;\n",
      ),
    ).toEqual([]);
  });

  it('refuses an import cycle', async () => {
    // Price.tsx imports ./money: money importing Price back closes the loop.
    expect(
      await rulesAt(
        'apps/web/src/components/ui/price/money.ts',
        "import { Price } from './Price';\nexport const probe = Price;\n",
      ),
    ).toContain('import-x/no-cycle');
  });

  it('applies the react-hooks and jsx-a11y rules', async () => {
    const rules = await rulesAt(
      'apps/web/src/components/ui/Probe.tsx',
      'import { useState } from \'react\';\nexport function Probe({ on }: { on: boolean }) {\n  if (on) useState(0);\n  return <img src="x.png" />;\n}\n',
    );
    expect(rules).toContain('react-hooks/rules-of-hooks');
    expect(rules).toContain('jsx-a11y/alt-text');
  });
});

describe('lint: API module boundaries', () => {
  it("refuses a module reaching into another module's files, not through its index.ts", async () => {
    expect(
      await rulesAt(
        'apps/api/src/modules/delivery/probe.ts',
        `import * as jobs from '../jobs/${someFile('apps/api/src/modules/jobs')}';\nexport const probe = jobs;\n`,
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await rulesAt(
        'apps/api/src/modules/delivery/probe.ts',
        "import * as jobs from '../jobs/index.js';\nexport const probe = jobs;\n",
      ),
    ).toEqual([]);
  });

  it("refuses a module importing another module's repository, and lets it use that module's face", async () => {
    expect(
      await rulesAt(
        'apps/api/src/modules/checkout/probe.ts',
        "import { orderById } from '../orders/orders.repository.js';\nexport const probe = orderById;\n",
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await rulesAt(
        'apps/api/src/modules/checkout/probe.ts',
        "import { orderById } from '../orders/index.js';\nexport const probe = orderById;\n",
      ),
    ).toEqual([]);
  });

  it("refuses a module importing another module's table types, from db/schema.ts or a db/schema/ file", async () => {
    // Through db/schema.ts, which re-exports every table's types.
    expect(
      await rulesAt(
        'apps/api/src/modules/checkout/probe.ts',
        "import type { CustomerOrderTable } from '../../db/schema.js';\nexport type Probe = CustomerOrderTable;\n",
      ),
    ).toContain('tables/no-restricted-imports');
    // A file of one module's tables (db/schema/cart.ts is the cart's).
    expect(
      await rulesAt(
        'apps/api/src/modules/delivery/probe.ts',
        "import type { CartTable } from '../../db/schema/cart.js';\nexport type Probe = CartTable;\n",
      ),
    ).toContain('import-x/no-restricted-paths');
    // A file shared by several modules' tables (db/schema/orders.ts also holds the payments' ledger).
    expect(
      await rulesAt(
        'apps/api/src/modules/orders/probe.repository.ts',
        "import type { PaymentTransactionTable } from '../../db/schema/orders.js';\nexport type Probe = PaymentTransactionTable;\n",
      ),
    ).toContain('tables/no-restricted-imports');
  });

  it("lets a module import its own tables' types and the Database type", async () => {
    expect(
      await rulesAt(
        'apps/api/src/modules/orders/probe.repository.ts',
        "import type { CustomerOrderTable, Database } from '../../db/schema.js';\nimport type { OrderNoteTable } from '../../db/schema/orders.js';\nexport type Probe = [CustomerOrderTable, OrderNoteTable, Database];\n",
      ),
    ).toEqual([]);
    expect(
      await rulesAt(
        'apps/api/src/modules/cart/probe.repository.ts',
        "import type { CartTable } from '../../db/schema/cart.js';\nexport type Probe = CartTable;\n",
      ),
    ).toEqual([]);
  });

  it("knows every table's owner, and every owner is a module", () => {
    const { unowned, files } = schemaOwners();
    expect(unowned, 'tables of db/schema.ts missing from tableOwners in eslint.config.js').toEqual([]);
    const modules = fs.readdirSync(path.join(root, 'apps/api/src/modules'));
    for (const owner of Object.keys(tableOwners)) expect(modules).toContain(owner);
    // The files of one module's tables, checked by file; the shared ones by type name only.
    expect(files.filter((f) => f.owner === 'cart').map((f) => f.file)).toEqual(['cart-items.ts', 'cart.ts']);
  });

  it('refuses Fastify and http/ in services, repositories and rules', async () => {
    expect(
      await rulesAt(
        'apps/api/src/modules/delivery/probe.service.ts',
        "import type { FastifyInstance } from 'fastify';\nexport type Probe = FastifyInstance;\n",
      ),
    ).toContain('no-restricted-imports');
    expect(
      await rulesAt(
        'apps/api/src/modules/delivery/probe.repository.ts',
        `import * as http from '../../http/${someFile('apps/api/src/http')}';\nexport const probe = http;\n`,
      ),
    ).toContain('layers/no-restricted-paths');
  });
});
