// The Node entry: everything the browser entry has, plus listen(). The public names are listed once, in ./public.ts.
import { createNodeEmulator, type Emulator, type EmulatorOptions } from './node/emulator.js';

/**
 * Creates an emulator: MSW handlers for in-process tests, `request()` for a request without any server, and
 * `listen()` for a real HTTP server.
 * @example
 * const emulator = createEmulator({ seed: 42 })
 * const server = setupServer(...emulator.handlers)
 */
export function createEmulator(options: EmulatorOptions = {}): Emulator {
  return createNodeEmulator(options).emulator;
}

// Node's options add the server's: they stand in for the shared list's.
export type { Emulator, EmulatorOptions } from './node/emulator.js';
export type { RequestLogEntry } from './node/http-adapter.js';
export type { Middleware, MiddlewareOptions } from './node/middleware.js';
export type { ListenOptions, RunningServer } from './node/server.js';
export * from './public.js';
