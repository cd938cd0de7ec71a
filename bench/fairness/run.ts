// Why the p99 of the API benchmarks was twice their p50, shown without the shop (decision 0074):
// a Fastify route that spends 0.6 ms of CPU, 50 clients each on its own keep-alive connection
// sending its next request as soon as it has the answer, as bench/lib/load.mjs does. Without
// registerFairBatches (http/fair-batches.ts) about 1 request in 50 waits two turns of the event
// loop; with it, the p99 stays near the p50.
// Usage: npx tsx bench/fairness/run.ts  [BENCH_SECONDS=6]
import { fork } from 'node:child_process';
import net from 'node:net';
import Fastify from 'fastify';
import { registerFairBatches } from '../../apps/api/src/http/fair-batches.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const CLIENTS = 50;
const WORK_MS = 0.6;
const answer = JSON.stringify({ text: 'x'.repeat(10_000) });

/** The server, in a child process of its own (as the shop is to its clients): answers its port. */
async function serve(fair: boolean) {
  const app = Fastify();
  if (fair) registerFairBatches(app);
  app.post('/work', async () => {
    const t = performance.now();
    while (performance.now() - t < WORK_MS);
    return answer;
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  process.send!((app.server.address() as net.AddressInfo).port);
}

function startServer(fair: boolean) {
  const child = fork(new URL(import.meta.url).pathname, [fair ? 'fair' : 'plain'], {
    execArgv: process.execArgv,
  });
  return new Promise<{ port: number; stop: () => void }>((resolve) =>
    child.once('message', (port) => resolve({ port: Number(port), stop: () => child.kill() })),
  );
}

/** Latencies (ms) of CLIENTS closed-loop clients over raw sockets, after a 2 s warm-up. */
async function measure(port: number): Promise<number[]> {
  const body = JSON.stringify({ items: [{ productId: 1, quantity: 1 }] });
  const request = Buffer.from(
    `POST /work HTTP/1.1\r\nHost: bench\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
  );
  const latencies: number[] = [];
  const start = performance.now();
  const client = () =>
    new Promise<void>((done) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.setNoDelay(true);
      let buffered = '';
      let sentAt = 0;
      const send = () => {
        if (performance.now() - start > (2 + SECONDS) * 1000) return void socket.end(done);
        sentAt = performance.now();
        socket.write(request);
      };
      socket.on('connect', send);
      socket.on('data', (chunk) => {
        buffered += chunk.toString('latin1');
        for (;;) {
          const head = buffered.indexOf('\r\n\r\n');
          if (head < 0) return;
          const length = Number(/content-length: (\d+)/i.exec(buffered.slice(0, head))?.[1]);
          if (buffered.length < head + 4 + length) return;
          buffered = buffered.slice(head + 4 + length);
          if (performance.now() - start > 2000) latencies.push(performance.now() - sentAt);
          send();
        }
      });
    });
  await Promise.all(Array.from({ length: CLIENTS }, client));
  return latencies.sort((a, b) => a - b);
}

const role = process.argv[2];
if (role) {
  await serve(role === 'fair');
} else {
  await compare();
  process.exit(0);
}

async function compare() {
  console.log(
    `| ${CLIENTS} clients, ${WORK_MS} ms a request | requests/s | p50 ms | p90 ms | p99 ms | p99.9 ms |`,
  );
  console.log('|---|---|---|---|---|---|');
  for (const fair of [false, true]) {
    const server = await startServer(fair);
    const l = await measure(server.port);
    const at = (q: number) => l[Math.min(l.length - 1, Math.floor(q * l.length))]!.toFixed(1);
    console.log(
      `| ${fair ? 'with' : 'without'} registerFairBatches | ${(l.length / SECONDS).toFixed(0)} | ${at(0.5)} | ${at(0.9)} | ${at(0.99)} | ${at(0.999)} |`,
    );
    server.stop();
  }
}
