// In-process: time per request through MSW's setupServer (msw/node), the emulator's handlers against a plain
// `http.get` handler returning the same static bytes and headers. Prints JSON: median microseconds per request, by
// endpoint. Usage: node bench/inprocess.mjs RUNS ITERATIONS (requests per variant, endpoint and run)
//
// Kept even: both variants go through the same msw module instance (handed to the emulator with `{ msw }`), and for
// each endpoint exactly one handler is installed in each variant (the emulator has one handler for its whole API;
// the static variant has the one `http.get` for that endpoint's path), so MSW tries and matches one handler either
// way. The static handler answers the emulator's very body with all of the emulator's response headers.
import { performance } from 'node:perf_hooks';
import * as msw from 'msw';
import { setupServer } from 'msw/node';
import { AUTH, importPkg, median } from './lib.mjs';
import { endpoints } from './servers.mjs';

const { createEmulator } = await importPkg('index.js');
const { HttpResponse, http } = msw;
const runs = Number(process.argv[2] ?? 5);
const iterations = Number(process.argv[3] ?? 2000);
// Intercepted by MSW, never sent; unhandled requests are errors, so nothing leaves the process.
const ORIGIN = 'http://127.0.0.1:9';
const init = { headers: AUTH };

const emulator = createEmulator({ msw });
const server = setupServer();
server.listen({ onUnhandledRequest: 'error' });

server.resetHandlers(...emulator.handlers);
async function get(url) {
  const response = await fetch(url, init);
  const body = await response.text();
  if (response.status !== 200) throw new Error(`GET ${url}: ${response.status} ${body.slice(0, 200)}`);
  return { body, headers: Object.fromEntries(response.headers) };
}
const keyId = JSON.parse((await get(`${ORIGIN}/v2/application-keys?page[limit]=25`)).body).data[0].id;
// The four GETs of the throughput section.
const urls = Object.fromEntries(Object.entries(endpoints(keyId)).map(([label, path]) => [label, ORIGIN + path]));
const staticHandler = {};
const bodies = {};
for (const [label, url] of Object.entries(urls)) {
  const { body, headers } = await get(url);
  delete headers['content-length'];
  bodies[label] = body;
  const { pathname } = new URL(url);
  staticHandler[label] = http.get(`${ORIGIN}${pathname}`, () => new HttpResponse(body, { headers }));
}

/** Times `count` requests one by one; pushes each one's microseconds onto `times`. */
async function loop(url, count, expected, times) {
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const response = await fetch(url, init);
    const body = await response.text();
    times.push((performance.now() - started) * 1000);
    if (response.status !== 200 || body.length !== expected.length) throw new Error(`GET ${url}: ${response.status}`);
  }
}

// A variant's handlers are swapped in every BATCH requests, so that both variants of a run share the same stretch of
// time (a garbage collection or another process's burst lands on both); a run's figure per variant is the median of
// its requests' times, which a rare long pause does not move.
const BATCH = 50;

const samples = {};
for (const label of Object.keys(urls)) samples[label] = { emulator: [], static: [] };
// A shorter warm-up run first (not kept), then the runs.
for (let run = -1; run < runs; run++) {
  const count = run < 0 ? Math.ceil(iterations / 5) : iterations;
  for (const [label, url] of Object.entries(urls)) {
    const variants = [
      ['emulator', emulator.handlers],
      ['static', [staticHandler[label]]],
    ];
    if (run % 2 === 1) variants.reverse();
    const times = { emulator: [], static: [] };
    for (let done = 0; done < count; done += BATCH) {
      for (const [variant, handlers] of variants) {
        server.resetHandlers(...handlers);
        await loop(url, Math.min(BATCH, count - done), bodies[label], times[variant]);
      }
    }
    if (run >= 0) for (const [variant] of variants) samples[label][variant].push(median(times[variant]));
  }
}
server.close();

const result = {};
for (const [label, byVariant] of Object.entries(samples)) {
  const ratios = byVariant.emulator.map((us, i) => us / byVariant.static[i]);
  result[label] = {
    emulatorUs: median(byVariant.emulator),
    staticUs: median(byVariant.static),
    pairedRatio: median(ratios),
    ratios,
    bytes: Buffer.byteLength(bodies[label]),
    samples: byVariant,
  };
}
process.stdout.write(`${JSON.stringify({ runs, iterations, result })}\n`);
