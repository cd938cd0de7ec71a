// Where a V8 CPU profile (node --cpu-prof, BENCH_CPU_PROF of bench/lib/server.mjs) spends its
// time: self time by source file (the built API's bundle split at esbuild's "// src/..." module
// markers, packages by name, SQLite's native work as its own line) and by function, idle left out.
// Usage: node bench/lib/cpu-profile-summary.mjs <file.cpuprofile> [apps/api/dist/server.js] [rows=30]
import fs from 'node:fs';

const [profFile, bundle, rowsArg] = process.argv.slice(2);
const ROWS = Number(rowsArg ?? 30);
const prof = JSON.parse(fs.readFileSync(profFile, 'utf8'));
/** The bundle's module markers: [first line, module] in line order. */
const markers = bundle
  ? fs
      .readFileSync(bundle, 'utf8')
      .split('\n')
      .flatMap((l, i) => {
        const m = /^\/\/ (\S+\.(?:ts|js|mjs|cjs|json))$/.exec(l);
        return m ? [[i, m[1].replace(/^(\.\.\/)*node_modules\//, 'node_modules/')]] : [];
      })
  : [];
const moduleAt = (line) => {
  let lo = 0;
  let hi = markers.length - 1;
  let found = '?';
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (markers[mid][0] <= line) {
      found = markers[mid][1];
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
};
const fileOf = ({ url, lineNumber, functionName }) => {
  let file =
    url.endsWith('/server.js') && markers.length
      ? moduleAt(lineNumber)
      : url.replace(/.*\/(apps|packages)\//, '$1/');
  // better-sqlite3 runs the statement inside Kysely's SqliteConnection.executeQuery.
  if (functionName === 'executeQuery' && file.includes('kysely')) return 'SQLite (native, statements run)';
  file = file.replace(/.*node_modules\/((@[^/]+\/)?[^/]+).*/, 'package $1');
  return file || `(${functionName})`;
};

const byId = new Map(prof.nodes.map((n) => [n.id, n]));
const byFile = new Map();
const byFunction = new Map();
let busy = 0;
prof.samples.forEach((id, i) => {
  const { callFrame } = byId.get(id);
  if (callFrame.functionName === '(idle)') return;
  const us = prof.timeDeltas[i] ?? 0;
  busy += us;
  const file = fileOf(callFrame);
  byFile.set(file, (byFile.get(file) ?? 0) + us);
  const fn = `${callFrame.functionName || '(anonymous)'}  ${file}`;
  byFunction.set(fn, (byFunction.get(fn) ?? 0) + us);
});
const print = (title, map) => {
  console.log(`\n${title}`);
  for (const [k, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, ROWS))
    console.log(`${((100 * us) / busy).toFixed(1).padStart(5)} %  ${k}`);
};
console.log(`busy: ${(busy / 1000).toFixed(0)} ms of CPU`);
print('self time by file', byFile);
print('self time by function', byFunction);
