import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../chromium.mjs';

export default defineConfig({
  testDir: './tests',
  // The standalone emulator, started as any CI would. --port 0 takes a free port; Playwright reads the URL from the
  // first line it prints into process.env.EMULATOR_URL (the workers read this file again and see it).
  webServer: {
    command: 'npx commerce-emulator --port 0',
    wait: { stdout: /listening on (?<emulator_url>http:\/\/\S+)/ },
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5000 },
  },
  use: {
    baseURL: process.env.EMULATOR_URL,
    // CHROMIUM_PATH if set, else the Chromium inside @sparticuz/chromium (see chromium.mjs)
    launchOptions: { executablePath: await chromiumPath(), args: CHROMIUM_ARGS },
  },
});
