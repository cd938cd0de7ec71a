import { createDatabase } from '../apps/api/src/db/database.js';
import { buildApp } from '../apps/api/src/app.js';
import { loadConfig } from '../apps/api/src/config.js';
const db = createDatabase('sqlite:/tmp/b3.sqlite');
const app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'production' }), db });
const tree = (await app.inject({ url: '/ebsn/api/category?depth=3' })).json();
const top = tree.data.categories[0]; const leaf = top.categories[0].categories[0] ?? top.categories[0];
console.log('top', top.name, top.productCount, 'leaf', leaf.name, leaf.productCount);
const urls = [`/ebsn/api/products?parent_category_id=${top.categoryId}`, `/ebsn/api/products?parent_category_id=${leaf.categoryId}`, `/ebsn/api/products?parent_category_id=${leaf.categoryId}&page=3`, '/ebsn/api/products?q=latte', '/ebsn/api/products?q=mozarella', '/ebsn/api/products/suggest?q=moz', '/ebsn/api/products?product_id=5000'];
for (const url of urls) {
  const t = performance.now();
  const r = await app.inject({ url });
  console.log((performance.now() - t).toFixed(1), 'ms', url, r.json().data?.page?.totItems);
}
await app.close();
