// Builds the benchmark database: the demo structure plus a generated catalogue of N products.
import { createDatabase } from '../../apps/api/src/db/database.js';
import { migrate } from '../../apps/api/src/db/migrate.js';
import { seedCatalogue } from '../../apps/api/src/db/seed/index.js';

const [file, count] = [process.argv[2], Number(process.argv[3] ?? 100_000)];
const started = Date.now();
const db = createDatabase(`sqlite:${file}`);
await migrate(db);
await seedCatalogue(db, { products: count });
await db.close();
console.log(`catalogue of ${count} products generated in ${((Date.now() - started) / 1000).toFixed(1)} s`);
