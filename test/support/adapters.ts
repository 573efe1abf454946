import { type SetupServer, setupServer } from 'msw/node';
import { createEmulator, type Emulator, type EmulatorOptions } from '../../src/index.js';
import { client, lazyTarget, MSW_BASE, type TargetOf } from './target.js';

/**
 * The conformance harness: the same cases run through every adapter. `node` is a real HTTP server from
 * `createEmulator().listen()`; `msw` is `setupServer(...createEmulator().handlers)` answering a fake origin in-process.
 * In Chromium (the `browser` project of vitest.config.ts) ./adapters.browser.ts stands in for this module.
 */
export type AdapterName = 'node' | 'msw';

// Under `npm run mutate` (vitest.mutate.config.ts sets MUTATE), one adapter: the store and billing code a mutant changes
// runs the same behind either, and every conformance test run twice was half of each mutant's time.
export const ADAPTERS: readonly AdapterName[] = process.env.MUTATE === '1' ? ['node'] : ['node', 'msw'];

/** The adapters that are a real HTTP server (the admin API, unknown paths before routing): none in a browser. */
export const SERVER_ADAPTERS = ['node'] as const;

/** The adapters that are MSW (the consumer's own handlers beside the emulator's). */
export const MSW_ADAPTERS = ['msw'] as const;

export { AUTH, as, MSW_BASE, send } from './target.js';

export type Target = TargetOf<AdapterName, Emulator, SetupServer>;

/** Starts one emulator behind one adapter. */
export async function startTarget(adapter: AdapterName, options: EmulatorOptions = {}): Promise<Target> {
  const emulator = createEmulator(options);
  if (adapter === 'node') {
    const server = await emulator.listen();
    return { adapter, base: server.url, emulator, msw: undefined, ...client(server.url), close: server.close };
  }
  const server = setupServer(...emulator.handlers);
  server.listen({ onUnhandledRequest: 'error' });
  const base = options.baseUrl?.replace(/\/$/, '') ?? MSW_BASE;
  return { adapter, base, emulator, msw: server, ...client(base), close: async () => server.close() };
}

/**
 * Registers `beforeAll`/`afterAll` in the enclosing `describe` and returns the target, usable inside tests.
 * @example
 * describe.each(ADAPTERS)('via %s', (adapter) => {
 *   const api = useTarget(adapter, { auth: 'strict' })
 *   it('lists', async () => expect((await api.get('/v2/application-keys')).status).toBe(200))
 * })
 */
export function useTarget(adapter: AdapterName, options: EmulatorOptions = {}): Target {
  return lazyTarget(adapter, () => startTarget(adapter, options));
}
