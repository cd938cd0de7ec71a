import type { FastifyInstance } from 'fastify';

// Under full load Node reads the requests of every ready connection in one turn of its event loop,
// then asks the kernel (epoll, level-triggered) which connections are ready again. A connection
// reported in the last turn keeps its place at the head of that list; one that was not ready at
// the moment of asking joins at the tail. The client answered last in a turn sends its next
// request a few tens of microseconds after the loop has already asked, misses the next turn, and
// then comes last in the one after: it waits two full turns instead of one. With 50 shoppers on
// one connection each that was 1 request in 50, the p99 at twice the p50 in every benchmark
// (decision 0074). Waiting a moment before asking again, after a turn that answered many
// requests, lets that client's request join the next turn.

/** How long after the turn's last answer the next request is waited for. */
const GRACE_MS = 0.3;
/** Answers in one turn from which the loop is considered full: a quiet shop never waits. */
const FULL_TURN = 16;

/** The wait described above, as an onResponse hook and a once-a-turn check. */
export function registerFairBatches(app: FastifyInstance): void {
  let answers = 0;
  let lastAnswer = 0;
  const endOfTurn = () => {
    const full = answers >= FULL_TURN;
    answers = 0;
    if (!full) return;
    // A busy wait: the loop must not ask the kernel before the grace has passed, and no timer
    // is both this short and cheap. It costs at most GRACE_MS a turn of FULL_TURN answers or more.
    while (performance.now() - lastAnswer < GRACE_MS);
  };
  app.addHook('onResponse', (_request, _reply, done) => {
    // setImmediate runs after this turn's reads, before the loop asks the kernel again.
    if (answers++ === 0) setImmediate(endOfTurn);
    lastAnswer = performance.now();
    done();
  });
}
