// Old against new on a loaded machine (issue 13): the cart calls of two checkouts of the code run
// in one process, each app on its own copy of a benchmark database, in batches of 100 calls that
// alternate between the two, so both see the same load at nearly the same time. Prints each
// side's server CPU per call (median and minimum of the batches) and the median of the batches'
// new/old ratios, the figure that least depends on what else the machine runs.
// Run after bench/cart/prepare.ts has built the database:
//   npx tsx bench/cart/interleaved.ts <old checkout> <new checkout> <file.sqlite> lean|whole|sectors|view [batches=20]
import fs from 'node:fs';
const [oldRoot, newRoot, base, which, batchesArg] = process.argv.slice(2) as [
  string,
  string,
  string,
  string,
  string?,
];
const BATCHES = Number(batchesArg ?? 20);
const BATCH = 100;
const products = JSON.parse(fs.readFileSync(`${base}.products.json`, 'utf8')) as number[];
async function start(root: string, tag: string) {
  const file = `${base}.${tag}.sqlite`;
  fs.copyFileSync(base, file);
  const { countedApp } = await import(`${root}/bench/lib/counted-app.ts`);
  const { app } = await countedApp(file);
  const login = await app.inject({
    method: 'POST',
    url: '/ebsn/api/auth/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-ebsn-client': 'site' },
    payload: new URLSearchParams({ login: 'bench1@example.com', password: 'Spesa2026!' }).toString(),
  });
  const headers = {
    'x-ebsn-client': 'site',
    'x-ebsn-session': String(login.headers['x-ebsn-session']),
    'content-type': 'application/json',
  };
  let n = 0;
  const q =
    which === 'lean' ? '?show_sectors=true&answer=lean' : which === 'sectors' ? '?show_sectors=true' : '';
  const call = () =>
    which === 'view'
      ? app.inject({ method: 'GET', url: '/ebsn/api/cart/view', headers })
      : app.inject({
          method: 'POST',
          url: `/ebsn/api/cart/add${q}`,
          headers,
          payload: JSON.stringify({ items: [{ productId: products[++n % products.length], quantity: 1 }] }),
        });
  // Fill the cart with the 20 products first (view measures a 20-line cart).
  for (let i = 0; i < products.length; i++)
    await app.inject({
      method: 'POST',
      url: '/ebsn/api/cart/add',
      headers,
      payload: JSON.stringify({ items: [{ productId: products[i], quantity: 1 }] }),
    });
  return { call, app };
}
const sides = [await start(oldRoot, 'old'), await start(newRoot, 'new')];
// Warm both.
for (const s of sides)
  for (let i = 0; i < 300; i++) {
    const r = await s.call();
    if (!r.body.includes('"status":0')) throw new Error(r.body.slice(0, 200));
  }
const cpu: number[][] = [[], []];
for (let b = 0; b < BATCHES; b++)
  for (const k of b % 2 ? [1, 0] : [0, 1]) {
    const u0 = process.cpuUsage();
    for (let i = 0; i < BATCH; i++) await sides[k]!.call();
    const u = process.cpuUsage(u0);
    cpu[k]!.push((u.user + u.system) / 1000 / BATCH);
  }
const med = (a: number[]) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)]!;
const min = (a: number[]) => Math.min(...a);
const ratios = cpu[0]!.map((o, i) => cpu[1]![i]! / o);
console.log(
  `${which}: old median ${med(cpu[0]!).toFixed(3)} min ${min(cpu[0]!).toFixed(3)} ms | new median ${med(cpu[1]!).toFixed(3)} min ${min(cpu[1]!).toFixed(3)} ms | new/old median of batch ratios ${med(ratios).toFixed(3)}`,
);
process.exit(0);
