import { config } from 'zod';

// Zod compiles object parsers with `new Function` when it may, and probes for that by trying
// one when the first object schema is built. The Content-Security-Policy forbids eval, so the
// probe raised a CSP issue on every page that loads a schema (Lighthouse best practices,
// decision 0064). Turned off before any schema module runs: main.tsx imports this first.
config({ jitless: true });
