// Regenerates docs/dashboard.png, the README's picture of the dashboard: starts the emulator from source (or uses a
// running one with --url), sends it some traffic (reads, a write session with a new key, a paused subscription and a
// clock moved 30 days, a few errors), opens /__emulator/ in headless Chromium at 1280x900, opens the new key's request
// and saves the viewport. Same seed, same traffic, same picture, except the request times and durations.
//
//   node scripts/screenshot.mjs [--url http://127.0.0.1:4010] [--out docs/dashboard.png]
//
// With --url the traffic goes to that emulator and its current session becomes `checkout-test`.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../examples/chromium.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: { url: { type: 'string' }, out: { type: 'string', default: join(root, 'docs', 'dashboard.png') } },
});
/** A fixed port when it is free, so that the Host header and links in the picture stay the same. */
const PREFERRED_PORT = 4817;
const SESSION = 'checkout-test';
const ACTIVE = '00000000-0000-4000-8000-000000000001';
const VIEWPORT = { width: 1280, height: 900 };

/** Starts `src/node/cli.ts` under tsx on `port`; resolves to its URL and a stop function. */
function startEmulator(port) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(root, 'src/node/cli.ts'), '--port', String(port), '--log', 'silent'],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let out = '';
  let err = '';
  return new Promise((done, fail) => {
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const found = /listening on (http:\/\/\S+)/.exec(out);
      if (found) {
        const stop = () =>
          new Promise((stopped) => {
            child.once('exit', stopped);
            child.kill('SIGTERM');
          });
        done({ url: found[1], stop });
      }
    });
    child.stderr.on('data', (chunk) => {
      err += chunk;
    });
    child.once('exit', (code) => fail(new Error(`the emulator exited with code ${code}: ${err.trim()}`)));
  });
}

async function send(base, method, path, { session, auth = true, body } = {}) {
  const headers = { 'User-Agent': 'checkout-service/1.4.0' };
  if (auth) headers.Authorization = 'Bearer sk_test_4eC39HqLyjWDarjtT1zdp7dc';
  if (session) headers['X-Emulator-Session'] = session;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(base + path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await res.arrayBuffer();
  return res.status;
}

/** The traffic the picture shows: oldest first. Returns how many API requests it made. */
async function traffic(base) {
  const requests = [
    ['GET', '/v2/application-keys?page[limit]=5'],
    ['GET', '/v2/subscriptions/subscriptions?include=plans&page[limit]=10'],
    [
      'POST',
      '/v2/application-keys',
      {
        session: SESSION,
        body: { data: { type: 'application_key', name: 'Checkout service', reserved_rate_limit: 0 } },
      },
    ],
    [
      'POST',
      `/v2/subscriptions/subscriptions/${ACTIVE}/states`,
      { session: SESSION, body: { data: { type: 'subscription_state', attributes: { action: 'pause' } } } },
    ],
    ['GET', `/v2/subscriptions/subscriptions/${ACTIVE}`, { session: SESSION }],
    ['GET', '/v2/subscriptions/subscriptions/00000000-0000-4000-8000-0000000000ff'],
    ['GET', '/v2/application-keys', { auth: false }],
    ['GET', '/v2/application-keys?scenario=rate-limited'],
    ['GET', '/v2/application-keys?scenario=server-error'],
    ['GET', `/v2/subscriptions/subscriptions?session=${SESSION}&page[limit]=25`],
  ];
  for (const [method, path, options] of requests) await send(base, method, path, options);
  const admin = (method, path, body) =>
    fetch(`${base}/__emulator${path}`, {
      method,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }).then((res) => {
      if (!res.ok) throw new Error(`${method} /__emulator${path}: ${res.status}`);
    });
  await admin('POST', `/clock?session=${SESSION}`, { advance: 'P30D' });
  await admin('PUT', '/session', { name: SESSION });
  return requests.length;
}

let emulator;
if (values.url) {
  emulator = { url: values.url.replace(/\/+$/, ''), stop: async () => {} };
} else {
  emulator = await startEmulator(PREFERRED_PORT).catch(() => startEmulator(0));
}
const browser = await chromium.launch({ executablePath: await chromiumPath(), args: CHROMIUM_ARGS });
try {
  const before = await fetch(`${emulator.url}/__emulator/requests`).then((res) => res.json());
  const sent = await traffic(emulator.url);
  const context = await browser.newContext({
    viewport: VIEWPORT,
    deviceScaleFactor: 1,
    locale: 'en-US',
    timezoneId: 'UTC',
    colorScheme: 'light',
  });
  const page = await context.newPage();
  await page.goto(`${emulator.url}/__emulator/`);
  const rows = page.locator('#request-rows tr');
  await rows.nth(before.data.length + sent - 1).waitFor();
  await page.getByText(`World: default / ${SESSION}`).waitFor();
  await page
    .getByRole('button', { name: /^Show request \d+: POST \/v2\/application-keys/ })
    .first()
    .click();
  await page.locator('#detail pre').last().waitFor();
  await page.evaluate(() => document.fonts.ready);
  const out = resolve(values.out);
  mkdirSync(dirname(out), { recursive: true });
  await page.screenshot({ path: out, animations: 'disabled', caret: 'hide' });
  process.stdout.write(`wrote ${relative(process.cwd(), out) || out} from ${emulator.url}\n`);
} finally {
  await browser.close();
  await emulator.stop();
}
