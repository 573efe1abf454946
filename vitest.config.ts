import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { playwright } from '@vitest/browser-playwright';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
// @ts-expect-error plain JS without a declaration file (shared with the examples, which copy it byte for byte)
import { CHROMIUM_ARGS, chromiumPath } from './examples/chromium.mjs';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The `browser` project runs the conformance suite in Chromium through setupWorker: the cases import
 * `../support/adapters.js` and `../../src/index.js`; here they get the worker harness and the browser entry instead,
 * and the page gets MSW's Service Worker script from msw's own package (what `msw init` would copy).
 */
function inTheBrowser(): Plugin {
  const swap: Record<string, string> = {
    '/support/adapters.js': here('./test/support/adapters.browser.ts'),
    '/src/index.js': here('./src/browser.ts'),
  };
  const worker = createRequire(import.meta.url).resolve('msw/mockServiceWorker.js');
  return {
    name: 'conformance-in-the-browser',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer === undefined || !importer.includes('/test/conformance/')) return null;
      for (const [suffix, path] of Object.entries(swap)) if (source.endsWith(suffix)) return path;
      return null;
    },
    configureServer(server) {
      server.middlewares.use('/mockServiceWorker.js', (_request, response) => {
        response.setHeader('Content-Type', 'text/javascript');
        response.end(readFileSync(worker));
      });
    },
  };
}

const setupFiles = ['test/setup/no-console.ts'];

export default defineConfig({
  test: {
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: 'node', include: ['test/**/*.test.ts', 'src/**/*.test.ts'], setupFiles } },
      {
        extends: true,
        plugins: [inTheBrowser()],
        test: {
          name: 'browser',
          include: ['test/conformance/*.test.ts'],
          // Not adapter cases: the package's (Node) exports and the admin API of a listening server.
          exclude: ['test/conformance/{admin,admin-events,exports}.test.ts'],
          setupFiles,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: await chromiumPath(), args: CHROMIUM_ARGS } }),
            instances: [{ browser: 'chromium' }],
            screenshotFailures: false,
          },
        },
      },
    ],
  },
});
