// The flags of the node that runs the API: `npm start` (scripts/start.mjs) and the benchmarks
// (bench/lib/server.mjs), which measure the shop as it runs. Decision 0088.
//
// --enable-source-maps: a stack trace in the log names the TypeScript sources, not the bundle.
//
// --max-semi-space-size=32: a cart change allocates about 150 KB that dies with its answer; at
// over 2,000 changes a second V8's default young generation (two 16 MB halves) filled every 40 ms
// or so and was collected each time. Twice the room halves those collections: about 6 % more
// adds a second in bench:cart, for up to 32 MB more memory a process.
export const API_NODE_FLAGS = ['--enable-source-maps', '--max-semi-space-size=32'];
