import { type SetupWorker, setupWorker } from 'msw/browser';
import { createEmulator, type Emulator, type EmulatorOptions } from '../../src/browser.js';
import { client, lazyTarget, MSW_BASE, type TargetOf } from './target.js';

/**
 * The conformance harness in Chromium: the `browser` project of vitest.config.ts puts this module in place of
 * ./adapters.ts (and the browser entry in place of the Node one), so the same cases are answered by
 * `setupWorker(...createEmulator().handlers)` through MSW's Service Worker. One worker per test file (one page); each
 * target swaps in its own emulator's handlers, like a fresh setupServer in Node.
 */
export type AdapterName = 'worker';

export const ADAPTERS: readonly AdapterName[] = ['worker'];

/** No HTTP server in a browser: the cases about one (the admin API) run in Node only. */
export const SERVER_ADAPTERS: readonly AdapterName[] = [];

export const MSW_ADAPTERS = ['worker'] as const;

export { AUTH, as, MSW_BASE, send } from './target.js';

export type Target = TargetOf<AdapterName, Emulator, Pick<SetupWorker, 'use' | 'resetHandlers'>>;

let worker: Promise<SetupWorker> | undefined;

function started(): Promise<SetupWorker> {
  worker ??= (async () => {
    const created = setupWorker();
    // The project serves the Service Worker script from msw's own package (vitest.config.ts).
    await created.start({ onUnhandledRequest: 'error', quiet: true, serviceWorker: { url: '/mockServiceWorker.js' } });
    return created;
  })();
  return worker;
}

export async function startTarget(adapter: AdapterName, options: EmulatorOptions = {}): Promise<Target> {
  const emulator = createEmulator(options);
  const server = await started();
  server.resetHandlers(...emulator.handlers);
  const base = options.baseUrl?.replace(/\/$/, '') ?? MSW_BASE;
  const msw: Target['msw'] = {
    use: (...handlers) => server.use(...handlers),
    // Like setupServer's: drops what `use` added, keeps this emulator's handlers.
    resetHandlers: (...handlers) => server.resetHandlers(...(handlers.length > 0 ? handlers : emulator.handlers)),
  };
  return { adapter, base, emulator, msw, ...client(base), close: async () => server.resetHandlers() };
}

export function useTarget(adapter: AdapterName, options: EmulatorOptions = {}): Target {
  return lazyTarget(adapter, () => startTarget(adapter, options));
}
