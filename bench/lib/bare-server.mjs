// The machine's ceiling: a bare Fastify route answering a fixed 2 KB JSON document, as WORKERS
// processes on one port (Node's cluster), like the shop it is measured beside.
import cluster from 'node:cluster';
import Fastify from 'fastify';

const workers = Number(process.env.WORKERS ?? 1);
if (workers > 1 && cluster.isPrimary) {
  for (let i = 0; i < workers; i++) cluster.fork();
  process.on('SIGTERM', () => {
    for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGTERM');
    process.exit(0);
  });
} else {
  const item = { productId: 1, name: 'Prodotto di prova', priceDisplay: 1.99, available: 10 };
  const body = { response: { status: 0, errors: [] }, data: { products: Array.from({ length: 24 }, (_, i) => ({ ...item, productId: i })) } };
  while (JSON.stringify(body).length < 2048) body.data.products.push({ ...item });
  const app = Fastify();
  app.get('/bare', async () => body);
  await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
}
