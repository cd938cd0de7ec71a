import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

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
