import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import { type Browser, chromium } from 'playwright-core';
import { createServer as createViteServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmulator, type RunningServer, WELL_KNOWN_IDS } from '../src/index.js';

// The emulator mounted in the user's own dev server (emulator.middleware()), called from a page in a real Chromium:
// in Express and in Vite's dev server. And an app whose server only forwards the Authorization header: the token,
// issued in the paused world, takes its requests there.
interface ChromiumScript {
  chromiumPath(): Promise<string>;
  CHROMIUM_ARGS: string[];
}

/** A page that reads subscription ...001 from `base` and shows whether it is paused. */
const PAGE = (base: string, token = 'page') => `<!doctype html><meta charset="utf-8"><title>app</title><p id="out">…</p>
<script type="module">
const token = new URLSearchParams(location.hash.slice(1)).get('token') ?? ${JSON.stringify(token)};
const res = await fetch('${base}/v2/subscriptions/subscriptions/${WELL_KNOWN_IDS.active}', { headers: { Authorization: 'Bearer ' + token } });
const body = await res.json();
document.getElementById('out').textContent = res.status + ' paused=' + body.data.meta.paused;
</script>`;

let browser: Browser;
beforeAll(async () => {
  const { chromiumPath, CHROMIUM_ARGS } = (await import('../examples/chromium.mjs' as string)) as ChromiumScript;
  browser = await chromium.launch({ executablePath: await chromiumPath(), args: CHROMIUM_ARGS });
});
afterAll(() => browser?.close());

async function shown(url: string): Promise<string> {
  const page = await browser.newPage();
  try {
    await page.goto(url);
    await page.locator('#out', { hasText: 'paused=' }).waitFor({ timeout: 10_000 });
    return (await page.locator('#out').textContent()) ?? '';
  } finally {
    await page.close();
  }
}

function listening(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );
}

describe('emulator.middleware() in Express', () => {
  let server: Server;
  let url: string;
  beforeAll(async () => {
    const emulator = createEmulator({ scenario: 'paused' });
    const app = express();
    app.use(express.json()); // a body parser before the emulator: its parsed body is used
    app.use(emulator.middleware({ prefix: '/api' }));
    app.get('/', (_req, res) => {
      res.type('html').send(PAGE('/api'));
    });
    app.use((_req, res) => {
      res.status(404).send('the app says 404');
    });
    server = createServer(app);
    url = await listening(server);
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  it('answers the API under its prefix to a page of the app', async () => {
    expect(await shown(url)).toBe('200 paused=true');
  });

  it('leaves every other path to the app, and takes a body the app parsed already', async () => {
    expect(await (await fetch(`${url}/api/nothing-here`)).text()).toBe('the app says 404');
    expect(await (await fetch(`${url}/v2/application-keys`)).text()).toBe('the app says 404');
    const created = await fetch(`${url}/api/v2/application-keys?session=mw`, {
      method: 'POST',
      headers: { Authorization: 'Bearer x', 'Content-Type': 'application/json' },
      body: JSON.stringify({ data: { type: 'application_key', name: 'From the app' } }),
    });
    expect(created.status).toBe(201);
    const { links } = (await created.json()) as { links: { self: string } };
    expect(links.self.startsWith(`${url}/api/v2/application-keys/`)).toBe(true);
    expect((await fetch(`${url}/api/__emulator/health`)).status).toBe(200);
  });
});

describe('emulator.middleware() in Vite', () => {
  let vite: ViteDevServer;
  let url: string;
  beforeAll(async () => {
    const emulator = createEmulator({ scenario: 'paused' });
    const root = mkdtempSync(join(tmpdir(), 'commerce-emulator-vite-'));
    writeFileSync(join(root, 'index.html'), PAGE('/api'));
    vite = await createViteServer({
      root,
      logLevel: 'silent',
      configFile: false,
      server: { port: 0, host: '127.0.0.1', hmr: false },
      plugins: [
        {
          name: 'commerce-emulator',
          configureServer(server) {
            server.middlewares.use(emulator.middleware({ prefix: '/api' }));
          },
        },
      ],
    });
    await vite.listen();
    url = vite.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? '';
  });
  afterAll(() => vite?.close());

  it('answers the API to the dev server page', async () => {
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(await shown(url)).toBe('200 paused=true');
  });
});

describe('a world without touching requests', () => {
  let emulator: RunningServer;
  let app: Server;
  let url: string;
  beforeAll(async () => {
    emulator = await createEmulator().listen();
    // The app's server forwards its /api/ calls to the emulator with the Authorization header and nothing else.
    const server = express();
    server.get('/', (_req, res) => {
      res.type('html').send(PAGE('/api'));
    });
    server.get('/api/{*rest}', async (req, res) => {
      const answer = await fetch(`${emulator.url}${req.url.slice('/api'.length)}`, {
        headers: { Authorization: req.get('authorization') ?? '' },
      });
      res
        .status(answer.status)
        .type('json')
        .send(await answer.text());
    });
    app = createServer(server);
    url = await listening(app);
  });
  afterAll(async () => {
    await new Promise<void>((done) => app.close(() => done()));
    await emulator.close();
  });

  it("a token issued in the paused world takes the app's requests there", async () => {
    const mint = async (query: string) => {
      const answer = await fetch(`${emulator.url}/oauth/access_token${query}`, {
        method: 'POST',
        body: new URLSearchParams({ grant_type: 'implicit', client_id: 'app' }),
      });
      return ((await answer.json()) as { access_token: string }).access_token;
    };
    expect(await shown(`${url}/#token=${await mint('?scenario=paused')}`)).toBe('200 paused=true');
    expect(await shown(`${url}/#token=${await mint('')}`)).toBe('200 paused=false');
  });
});
