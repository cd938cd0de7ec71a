// An experiment for the PostgreSQL benchmarks, not a setting of the shop: loaded into the API's
// processes with BENCH_NODE_FLAGS="--import ./bench/lib/pg-named-statements.mjs", it makes the
// PostgreSQL driver send every statement that has parameters as a named (prepared) statement,
// named after its text, so that each connection parses and plans it once instead of at every call.
// It measures what the shop would gain (docs/benchmarks/bench-postgres-2026-12-07.md) before
// anyone weighs changing the shop itself: every distinct text stays prepared on every connection.
import { createHash } from 'node:crypto';
import pg from 'pg';

const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (config, values, callback) {
  if (typeof config === 'string' && Array.isArray(values) && values.length > 0 && /\$1\b/.test(config)) {
    const name = `n${createHash('sha1').update(config).digest('hex').slice(0, 20)}`;
    return query.call(this, { name, text: config, values }, callback);
  }
  return query.call(this, config, values, callback);
};
