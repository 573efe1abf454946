import { mkdtempSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmulator, type Emulator, type RunningServer } from '../src/index.js';

// The dashboard at /__emulator/ in a real headless Chromium (playwright-core over the Chromium that
// @sparticuz/chromium ships, or CHROMIUM_PATH). One browser and one page for the whole file; the steps build on
// each other in order. Waits are Playwright's (auto-waiting locators), never sleeps or timings.

/** examples/chromium.mjs, typed (it is plain JS with no declaration file). */
interface ChromiumScript {
  chromiumPath(): Promise<string>;
  CHROMIUM_ARGS: string[];
}

const AUTH = { Authorization: 'Bearer dashboard-test' };
/** Generous: the page polls every 500 ms; a loaded 2-core CI machine may take a while to paint. */
const SHOWS = { timeout: 10_000 };

describe('dashboard', () => {
  let emulator: Emulator;
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    // Failed webhook deliveries are retried at once, so that the events tab shows a retry without a wait.
    emulator = createEmulator({ webhookRetries: 'immediate' });
    server = await emulator.listen();
    const { chromiumPath, CHROMIUM_ARGS } = (await import('../examples/chromium.mjs' as string)) as ChromiumScript;
    browser = await chromium.launch({ executablePath: await chromiumPath(), args: CHROMIUM_ARGS });
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: 'UTC' });
    page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') pageErrors.push(message.text());
    });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('is served at /__emulator/ and lists every scenario with its description', async () => {
    const response = await page.goto(`${server.url}/__emulator`);
    expect(page.url()).toBe(`${server.url}/__emulator/`);
    expect(response?.headers()['content-security-policy']).toContain("default-src 'none'");

    const items = page.locator('#scenario-list li');
    await items.nth(emulator.scenarios.length - 1).waitFor(SHOWS);
    const listed = await items.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-scenario')));
    expect(listed).toEqual(emulator.scenarios);
    const options = await page
      .locator('#scenario option')
      .evaluateAll((nodes) => nodes.map((node) => (node as HTMLOptionElement).value));
    expect(options).toEqual(emulator.scenarios);

    const { scenarios } = (await (await fetch(`${server.url}/__emulator/scenarios`)).json()) as {
      scenarios: { name: string; description: string }[];
    };
    const paused = scenarios.find(({ name }) => name === 'paused');
    expect(await page.locator('#scenario-list li[data-scenario="paused"] .desc').textContent()).toBe(
      paused?.description,
    );
    await page.locator('#scenario-list li.current[data-scenario="default"]').waitFor(SHOWS);
    await page.getByText('World: default / default').waitFor(SHOWS);
  });

  it('says which API version it answers as, and lists the offerings in its words', async () => {
    await page.locator('#version', { hasText: 'API 2024' }).waitFor(SHOWS);
    const offerings = (await (
      await fetch(`${server.url}/v2/subscriptions/offerings?include=products,plans`, { headers: AUTH })
    ).json()) as {
      data: { id: string; attributes: { name: string }; relationships: { products: { data: unknown[] } } }[];
    };
    const first = offerings.data[0];
    const row = page.locator(`#offering-rows tr[data-id="${first?.id}"]`);
    await row.waitFor(SHOWS);
    expect(await row.textContent()).toContain(first?.attributes.name);
    expect(await row.textContent()).toContain(`${first?.relationships.products.data.length} products`);
    expect(await page.locator('#world-stats').textContent()).toContain(`Offerings${offerings.data.length}`);
  });

  it('switches the scenario with its switcher, and the API answers from it', async () => {
    await page.getByLabel('Scenario', { exact: true }).selectOption('paused');
    await page.locator('#scenario-list li.current[data-scenario="paused"]').waitFor(SHOWS);

    const answer = await fetch(`${server.url}/v2/application-keys`, { headers: AUTH });
    await answer.arrayBuffer();
    expect(answer.headers.get('X-Emulator-Scenario')).toBe('paused');

    // The world summary follows: subscription ...001 is paused in this scenario.
    await page.getByText('World: paused / default').waitFor(SHOWS);
    const active = page.locator(`#subscription-rows tr[data-id="${emulator.ids.active}"]`);
    await active.getByText('paused', { exact: true }).waitFor(SHOWS);
    expect(await page.locator('#world-stats').textContent()).toContain('Keys30');
  });

  it('shows a new request in the log and opens its request and response, escaped', async () => {
    const name = 'Dashboard <img src=x onerror="window.__pwned=1"> key';
    const created = await fetch(`${server.url}/v2/application-keys?note=<b>bold</b>&session=dash-test`, {
      method: 'POST',
      headers: { ...AUTH, 'Content-Type': 'application/json' },
      body: JSON.stringify({ data: { type: 'application_key', name, reserved_rate_limit: 0 } }),
    });
    await created.arrayBuffer();
    expect(created.status).toBe(201);

    const row = page.getByRole('button', {
      name: /: POST \/v2\/application-keys\?note=<b>bold<\/b>&session=dash-test/,
    });
    await row.waitFor(SHOWS);
    expect(await page.locator('#request-rows tr').first().textContent()).toContain('POST');
    await row.click();

    const detail = page.locator('#detail');
    await detail.getByText('Response 201').waitFor(SHOWS);
    expect(await page.locator('#detail-title').textContent()).toBe(
      'POST /v2/application-keys?note=<b>bold</b>&session=dash-test',
    );
    const request = await detail.getByLabel('Request body').textContent();
    expect(JSON.parse(request ?? '')).toEqual({ data: { type: 'application_key', name, reserved_rate_limit: 0 } });
    expect(request).toContain('\n  "data": {'); // pretty-printed
    const response = await detail.getByLabel('Response body').textContent();
    expect(JSON.parse(response ?? '').data).toMatchObject({ name, client_secret: '***' });
    const headers = await detail.locator('section[aria-label="Request"] .headers').textContent();
    expect(headers).toContain('authorizationBearer ***');
    expect(await detail.locator('section[aria-label="Response"] .headers').textContent()).toContain(
      'X-Emulator-Sessiondash-test',
    );

    // Every value went in as text: no element came from the request, no handler ran.
    expect(await page.locator('#request-rows b, #detail b, #detail img, #request-rows img').count()).toBe(0);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();

    // The write made a session, which the sessions list shows with its write count.
    const session = page.locator('#session-rows tr', { hasText: 'dash-test' });
    await session.waitFor(SHOWS);
    expect(await session.locator('td.num').first().textContent()).toBe('1');
  });

  it('drops a session and moves the clock of the current one', async () => {
    await page.getByRole('button', { name: 'Drop the writes of session dash-test' }).click();
    await page.locator('#sessions-empty').waitFor(SHOWS);
    const sessions = (await (await fetch(`${server.url}/__emulator/sessions`)).json()) as { data: unknown[] };
    expect(sessions.data).toEqual([]);

    await page.getByRole('button', { name: '+1 day' }).click();
    await page.locator('#clock', { hasText: '2026-01-02 00:00:00 UTC' }).waitFor(SHOWS);
    expect(emulator.clock.now({ scenario: 'paused', session: 'default' })).toBe('2026-01-02T00:00:00Z');
  });

  it('shows an event in the events tab, newest first, and opens its payload and each delivery attempt', async () => {
    // A real receiver on port 0: it answers the first delivery 503, the retry 200.
    const statuses = [503];
    const receiver: Server = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        const status = statuses.shift() ?? 200;
        res.writeHead(status, { 'Content-Type': 'application/json' }).end(`{"status":${status}}`);
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
    try {
      const headers = {
        ...AUTH,
        'Content-Type': 'application/json',
        'X-Emulator-Scenario': 'default',
        'X-Emulator-Session': 'dash-events',
      };
      const integration = await fetch(`${server.url}/v2/integrations`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          data: {
            type: 'integration',
            name: 'dashboard receiver',
            integration_type: 'webhook',
            enabled: true,
            observes: ['subscription.pending_pause'],
            configuration: { url, secret_key: 'dashboard-secret' },
          },
        }),
      });
      expect(integration.ok, await integration.text()).toBe(true);
      const paused = await fetch(`${server.url}/v2/subscriptions/subscriptions/${emulator.ids.active}/states`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ data: { type: 'subscription_state', attributes: { action: 'pause' } } }),
      });
      expect(paused.ok, await paused.text()).toBe(true);

      await page.getByRole('tab', { name: /Events/ }).click();
      expect(await page.getByRole('tab', { name: /Events/ }).getAttribute('aria-selected')).toBe('true');
      expect(await page.locator('#requests-tab').isHidden()).toBe(true);
      const row = page.getByRole('button', {
        name: `Show event subscription.pending_pause of subscription ${emulator.ids.active}: 1 delivered, 2 attempts`,
      });
      await row.waitFor(SHOWS);
      // Newest first: the pause, then the integration's own creation (which no integration observes).
      const rows = page.locator('#event-rows tr');
      expect(await rows.nth(0).textContent()).toContain('subscription.pending_pause');
      expect(await rows.nth(0).textContent()).toContain('2026-01-01 00:00:0'); // by the session's clock
      expect(await rows.nth(0).textContent()).toContain('dash-events');
      expect(await rows.nth(1).textContent()).toContain('integration.created');
      expect(await rows.nth(1).textContent()).toContain('none');
      await row.click();

      const detail = page.locator('#event-detail');
      await detail.getByRole('heading', { name: 'subscription.pending_pause' }).waitFor(SHOWS);
      const payload = JSON.parse((await detail.getByLabel('Event payload').textContent()) ?? '');
      expect(payload.data).toMatchObject({ id: emulator.ids.active, type: 'subscription' });

      const first = detail.getByRole('article', { name: 'Attempt 1' });
      expect(await first.locator('.attempt-head').textContent()).toContain('503 failed');
      expect(await first.locator('.alert').textContent()).toContain('outside of 2xx');
      expect(await first.getByText(`POST ${url}`).count()).toBe(1);
      expect(await first.locator('.headers').textContent()).toContain('x-moltin-secret-key***');
      const sent = JSON.parse((await first.getByLabel('Request body of attempt 1').textContent()) ?? '');
      expect(sent).toMatchObject({ triggered_by: 'subscription.pending_pause', attempt: 1 });
      expect(sent.configuration.secret_key).toBe('***');
      expect(await first.getByText('Status 503').count()).toBe(1);
      expect(await first.getByLabel('Answer body of attempt 1').textContent()).toContain('"status": 503');

      const second = detail.getByRole('article', { name: 'Attempt 2' });
      expect(await second.locator('.attempt-head').textContent()).toContain('200 delivered');
      expect(await second.locator('.alert').count()).toBe(0);
      expect(await detail.textContent()).not.toContain('dashboard-secret');

      const file = join(mkdtempSync(join(tmpdir(), 'dashboard-events-')), 'events.png');
      await page.screenshot({ path: file, fullPage: true });
      expect(statSync(file).size).toBeGreaterThan(20_000);
    } finally {
      await new Promise((resolve) => receiver.close(resolve));
    }
  });

  it('renders to a screenshot, with no error in the page', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'dashboard-test-')), 'dashboard.png');
    await page.screenshot({ path: file });
    expect(statSync(file).size).toBeGreaterThan(20_000);
    expect(pageErrors).toEqual([]);
  });

  it('is not served without the admin API', async () => {
    const bare = await createEmulator({ admin: false }).listen();
    try {
      const answer = await fetch(`${bare.url}/__emulator/`);
      expect(answer.status).toBe(404); // the API's: nothing is mounted there
      expect(answer.headers.get('content-type')).not.toContain('text/html');
    } finally {
      await bare.close();
    }
  });
});
