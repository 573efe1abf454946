import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Starts one emulator before the workers, and stops it after them.
    globalSetup: './global-setup.js',
    // The four test files at once, each in a worker of its own. (The default is one less than the CPUs: a single
    // worker on a 2-CPU machine.)
    maxWorkers: 4,
  },
});
