// The machine's ceiling: a bare Fastify route answering a fixed 2 KB JSON document.
import Fastify from 'fastify';

const item = { productId: 1, name: 'Prodotto di prova', priceDisplay: 1.99, available: 10 };
const body = { response: { status: 0, errors: [] }, data: { products: Array.from({ length: 24 }, (_, i) => ({ ...item, productId: i })) } };
while (JSON.stringify(body).length < 2048) body.data.products.push({ ...item });
const app = Fastify();
app.get('/bare', async () => body);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
