import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { CHROMIUM_ARGS, chromiumPath } from '../chromium.mjs';

export default defineConfig({
  test: {
    browser: {
      enabled: true,
      headless: true,
      // CHROMIUM_PATH if set, else the Chromium inside @sparticuz/chromium (see chromium.mjs)
      provider: playwright({ launchOptions: { executablePath: await chromiumPath(), args: CHROMIUM_ARGS } }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
