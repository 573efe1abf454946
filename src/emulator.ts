import type { RequestHandler } from 'msw';
import { createMswHandlers } from './adapters/msw.js';
import { createStandalone, type EmulatorOptions, type StandaloneEmulator } from './server.js';

export type { EmulatorOptions, ListenOptions, RunningServer } from './server.js';

export interface Emulator extends StandaloneEmulator {
  /** MSW request handlers: `setupServer(...emulator.handlers)`. */
  handlers: RequestHandler[];
}

/**
 * Creates an emulator: MSW handlers for in-process tests, and `listen()` for a real HTTP server.
 * @example
 * const emulator = createEmulator({ seed: 42 })
 * const server = setupServer(...emulator.handlers)
 */
export function createEmulator(options: EmulatorOptions = {}): Emulator {
  const emulator = createStandalone(options);
  return { ...emulator, handlers: createMswHandlers(emulator.handle, { baseUrl: options.baseUrl }) };
}
