import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    setupFiles: ['test/setup/no-console.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
