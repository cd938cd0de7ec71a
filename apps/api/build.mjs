// Bundles the API with the shared domain package and its pure-JavaScript dependencies into
// dist/server.js: one file to load instead of hundreds makes the cold start ~2x faster. Packages
// with native code, or that read their own files at run time, stay external in node_modules.
import fs from 'node:fs';
import { build } from 'esbuild';

const external = ['better-sqlite3', 'graphile-worker', '@zxcvbn-ts/language-common', '@zxcvbn-ts/language-it', 'pg', 'pg-native', 'nodemailer', 'ioredis', '@node-saml/node-saml', '@fastify/swagger-ui', '@fastify/static', 'pino-pretty', 'thread-stream'];

await build({
  entryPoints: [new URL('./src/server.ts', import.meta.url).pathname],
  outfile: new URL('./dist/server.js', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  // Bundled CommonJS packages call require() for Node's built-ins; give them a real one.
  banner: { js: "import { createRequire as __spesaCreateRequire } from 'node:module'; const require = __spesaCreateRequire(import.meta.url);" },
  logLevel: 'warning',
});

// The SQLite checkpoint worker is a module of its own, loaded by URL beside the bundle.
fs.copyFileSync(new URL('./src/db/checkpoint-worker.mjs', import.meta.url), new URL('./dist/checkpoint-worker.mjs', import.meta.url));
