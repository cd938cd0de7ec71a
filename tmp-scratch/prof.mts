import { createDatabase } from '../apps/api/src/db/database.js';
import { migrate } from '../apps/api/src/db/migrate.js';
import { seedDemoDataIfEmpty } from '../apps/api/src/db/seed/index.js';
import { buildApp } from '../apps/api/src/app.js';
import { loadConfig } from '../apps/api/src/config.js';
const db = createDatabase(':memory:'); await migrate(db); await seedDemoDataIfEmpty(db);
const app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'production' }), db });
for (const url of ['/ebsn/api/products?parent_category_id=1', '/ebsn/api/products?parent_category_id=1&page=2', '/ebsn/api/products?slug=x', '/ebsn/api/category?depth=3', '/ebsn/api/products?q=latte']) {
  for (let i = 0; i < 3; i++) {
    const t = performance.now();
    const r = await app.inject({ url: url + (i ? '' : '') + '&i=' + i });
    console.log(url, i, (performance.now() - t).toFixed(1), 'ms', r.statusCode);
  }
}
await app.close();
