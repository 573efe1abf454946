// In-process: time per request through MSW's setupServer (msw/node), the emulator's handlers against plain
// `http.get` handlers returning the same static JSON. Prints JSON: median microseconds per request, by endpoint.
// Usage: node bench/inprocess.mjs RUNS ITERATIONS
import { performance } from 'node:perf_hooks';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { createEmulator } from '../dist/esm/src/index.js';

const runs = Number(process.argv[2] ?? 5);
const iterations = Number(process.argv[3] ?? 2000);
// Intercepted by MSW, never sent; unhandled requests are errors, so nothing leaves the process.
const ORIGIN = 'http://127.0.0.1:9';
const init = { headers: { Authorization: 'Bearer x' } };
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const emulator = createEmulator();
const server = setupServer();
server.listen({ onUnhandledRequest: 'error' });

server.resetHandlers(...emulator.handlers);
async function get(url) {
  const response = await fetch(url, init);
  const body = await response.text();
  if (response.status !== 200) throw new Error(`GET ${url}: ${response.status} ${body.slice(0, 200)}`);
  return { body, type: response.headers.get('content-type') };
}
const keyId = JSON.parse((await get(`${ORIGIN}/v2/application-keys?page[limit]=25`)).body).data[0].id;
const urls = {
  key: `${ORIGIN}/v2/application-keys/${keyId}`,
  page: `${ORIGIN}/v2/application-keys?page[limit]=25`,
  sub: `${ORIGIN}/subscriptions/subscriptions/00000000-0000-4000-8000-000000000001?include=products,plans`,
};
const staticHandlers = [];
for (const url of Object.values(urls)) {
  const { body, type } = await get(url);
  const { pathname } = new URL(url);
  staticHandlers.push(
    http.get(`${ORIGIN}${pathname}`, () => new HttpResponse(body, { headers: { 'Content-Type': type } })),
  );
}

async function loop(url, count) {
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    const response = await fetch(url, init);
    await response.text();
    if (response.status !== 200) throw new Error(`GET ${url}: ${response.status}`);
  }
  return ((performance.now() - started) * 1000) / count;
}

const variants = { emulator: emulator.handlers, static: staticHandlers };
const samples = {};
for (const label of Object.keys(urls)) samples[label] = { emulator: [], static: [] };
// A shorter warm-up loop, then runs; within a run each endpoint is timed through both variants back to back, so
// that drift (other processes, GC) hits both alike.
for (let run = -1; run < runs; run++) {
  for (const [label, url] of Object.entries(urls)) {
    for (const [variant, handlers] of Object.entries(variants)) {
      server.resetHandlers(...handlers);
      const us = await loop(url, run < 0 ? Math.ceil(iterations / 5) : iterations);
      if (run >= 0) samples[label][variant].push(us);
    }
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
    samples: byVariant,
  };
}
process.stdout.write(`${JSON.stringify({ runs, iterations, result })}\n`);
