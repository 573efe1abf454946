const base = require('@playwright/test');
const { createEmulator } = require('commerce-emulator');

// One emulator per worker, a real HTTP server on a free port; `baseURL` points `request` and `page` at it.
exports.test = base.test.extend({
  emulator: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const server = await createEmulator().listen();
      await use(server);
      await server.close();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ emulator }, use) => use(emulator.url),
});
exports.expect = base.expect;
