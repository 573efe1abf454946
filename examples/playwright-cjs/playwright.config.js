// @ts-check
const { defineConfig } = require('@playwright/test');

module.exports = defineConfig({
  testDir: './tests',
  // Finds the browser once and puts it in process.env; the workers read this file again and see it.
  globalSetup: './global-setup.js',
  use: {
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH,
      args: process.env.CHROMIUM_ARGS?.split(' '),
    },
  },
});
