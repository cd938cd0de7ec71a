// The flags of the node that runs the API: `npm start` (scripts/start.mjs) and the benchmarks
// (bench/lib/server.mjs), which measure the shop as it runs. Decision 0088.
//
// --enable-source-maps: a stack trace in the log names the TypeScript sources, not the bundle.
//
// --max-semi-space-size=32: a cart change allocates about 150 KB that dies with its answer; at
// over 2,000 changes a second V8's default young generation (two 16 MB halves) filled every 40 ms
// or so and was collected each time. Twice the room halves those collections: about 6 % more
// adds a second in bench:cart, for up to 32 MB more memory a process.
//
// --heap-growing-percent=100: after a full collection the old generation may grow to twice what
// survived before the next one (decision 0090). The cart keeps each line's figures until the line
// changes, so they die old; V8's own factor (about 1.4 here) ran a full collection every 2 s under
// load, each stopping the loop 6-12 ms, and the p99 of bench:cart's add with it (25-27 ms against
// 22 in 30 s runs), for at most twice the live heap of memory.
export const API_NODE_FLAGS = [
  '--enable-source-maps',
  '--max-semi-space-size=32',
  '--heap-growing-percent=100',
];
