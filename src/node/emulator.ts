import {
  type CoreEmulator,
  type CoreInternals,
  type EmulatorOptions as CoreOptions,
  createCore,
  type EmulatorControl,
} from '../emulator.js';
import { createMiddleware, type Middleware, type MiddlewareOptions } from './middleware.js';
import { loadMsw } from './msw.js';
import { type ListenOptions, listen, type RunningServer, type ServerOptions } from './server.js';

export interface EmulatorOptions extends CoreOptions, ServerOptions {}

export interface Emulator extends CoreEmulator {
  /** Starts an HTTP server on a free port (or `port`); resolves to its `url` and `close()`. */
  listen(options?: ListenOptions): Promise<RunningServer>;
  /**
   * The emulator in your own dev server, as a connect-style middleware: Express (`app.use(...)`), Vite
   * (`server.middlewares.use(...)`), Storybook (`middleware.js`), webpack-dev-server. Paths outside the API go on.
   * @example
   * app.use(emulator.middleware({ prefix: '/api' }))
   */
  middleware(options?: MiddlewareOptions): Middleware;
}

/**
 * The Node emulator and, for the command line, its control. `internals` are the command line's (its webhook
 * deliveries over node:http); the library's emulator delivers through the host's `fetch`, which MSW and stubs see.
 */
export function createNodeEmulator(
  options: EmulatorOptions = {},
  internals: CoreInternals = {},
): { emulator: Emulator; control: EmulatorControl } {
  const { emulator, control } = createCore(options, loadMsw, internals);
  const node = emulator as Emulator;
  node.listen = (at) => listen(control, options, at);
  node.middleware = (at = {}) => createMiddleware(control, at);
  return { emulator: node, control };
}
