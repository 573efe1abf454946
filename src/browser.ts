// The browser entry: no `node:` module anywhere in its graph, for setupWorker, Storybook, vitest browser mode and
// Playwright component tests. The same emulator as the Node entry, without listen(). The public names are listed
// once, in ./public.ts.
import { HttpResponse, http } from 'msw';
import { type CoreEmulator, createCore, type EmulatorOptions } from './emulator.js';

/** The emulator in a browser: everything but `listen()`. */
export interface Emulator extends CoreEmulator {}

/**
 * Creates an emulator whose handlers answer the API in the browser.
 * @example
 * const emulator = createEmulator({ seed: 42 })
 * await setupWorker(...emulator.handlers).start()
 */
export function createEmulator(options: EmulatorOptions = {}): Emulator {
  return createCore(options, () => ({ http, HttpResponse })).emulator;
}

export * from './public.js';
