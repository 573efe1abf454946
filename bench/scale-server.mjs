// Scale child process, using the built library (the bench's snapshot of dist/).
//   node bench/scale-server.mjs build   times building the 100,000-key world (fixtures loaded first); prints JSON
//   node bench/scale-server.mjs serve   an emulator with a 100-key and a 100,000-key scenario (and the built-in
//                                       default and many-subscriptions); builds the worlds through a first request,
//                                       reports its time and RSS, then listens
import { performance } from 'node:perf_hooks';
import { importPkg } from './lib.mjs';

const { createEmulator, defineScenario } = await importPkg('index.js');
const { loadFixtures } = await importPkg('world/fixtures.js');
const { buildWorld } = await importPkg('world/build.js');
const { World } = await importPkg('store/world.js');

const mode = process.argv[2];
const recipe = (keys) => ({ keys, subscriptions: 'well-known' });

if (mode === 'build') {
  const now = new Date('2026-01-01T00:00:00Z');
  const fixtures = loadFixtures(now);
  const started = performance.now();
  const world = new World(1, buildWorld(recipe(100_000), { seed: 1, now, fixtures, storeRateLimit: 100 }), +now);
  const buildMs = performance.now() - started;
  if (world.keys.count !== 100_000) throw new Error(`expected 100000 keys, got ${world.keys.count}`);
  process.stdout.write(`${JSON.stringify({ buildMs, rssMB: process.memoryUsage().rss / 2 ** 20 })}\n`);
} else if (mode === 'serve') {
  const scenarios = [
    defineScenario({ name: 'bench-100', description: 'Bench: 100 keys.', keys: 100 }),
    defineScenario({ name: 'bench-100k', description: 'Bench: 100,000 keys.', keys: 100_000 }),
  ];
  const emulator = createEmulator({ scenarios, scenario: 'bench-100k' });
  const rssBeforeMB = process.memoryUsage().rss / 2 ** 20;
  const first = async (scenario, path = '/v2/application-keys') => {
    const started = performance.now();
    const response = await emulator.request(`http://127.0.0.1${path}?page[limit]=25`, {
      headers: { authorization: 'Bearer x', 'x-emulator-scenario': scenario },
    });
    if (response.status !== 200) throw new Error(`${scenario}: ${response.status} ${await response.text()}`);
    return performance.now() - started;
  };
  const firstRequest100kMs = await first('bench-100k');
  const rssAfter100kMB = process.memoryUsage().rss / 2 ** 20;
  const heapAfter100kMB = process.memoryUsage().heapUsed / 2 ** 20;
  const firstRequest100Ms = await first('bench-100');
  const firstRequestManySubscriptionsMs = await first('many-subscriptions', '/v2/subscriptions/subscriptions');
  await first('default', '/v2/subscriptions/subscriptions');
  const server = await emulator.listen({ port: 0 });
  const report = {
    url: server.url,
    firstRequest100kMs,
    firstRequest100Ms,
    firstRequestManySubscriptionsMs,
    rssBeforeMB,
    rssAfter100kMB,
    heapAfter100kMB,
  };
  process.stdout.write(`${JSON.stringify(report)}\n`);
  process.on('SIGTERM', () => {
    const { rss, heapUsed } = process.memoryUsage();
    process.stdout.write(`${JSON.stringify({ rssEndMB: rss / 2 ** 20, heapEndMB: heapUsed / 2 ** 20 })}\n`);
    server.close().then(() => process.exit(0));
  });
} else {
  throw new Error('usage: scale-server.mjs build|serve');
}
