import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import * as esbuild from 'esbuild';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../../chromium.mjs';

let site; // esbuild: bundles src/main.js on request, serves public/ (index.html, mockServiceWorker.js) beside it
let url;
let browser;
before(async () => {
  site = await esbuild.context({
    entryPoints: ['src/main.js'],
    bundle: true,
    format: 'esm',
    outdir: 'public',
    write: false, // served from memory
  });
  const { port } = await site.serve({ servedir: 'public', host: '127.0.0.1' });
  url = `http://127.0.0.1:${port}/`;
  browser = await chromium.launch({ executablePath: await chromiumPath(), args: CHROMIUM_ARGS });
});
after(async () => {
  await browser?.close();
  await site?.dispose();
});

test('the page shows the paused subscription that the Service Worker answered', async () => {
  const page = await browser.newPage();
  await page.goto(url);
  const text = page.locator('#subscription', { hasText: 'paused' });
  await text.waitFor({ timeout: 10_000 });
  assert.match(await text.textContent(), /^.+: .+, paused$/);
  assert.ok(await page.evaluate(() => navigator.serviceWorker.controller !== null), 'the page is controlled');
});
