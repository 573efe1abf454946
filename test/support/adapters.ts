import { type SetupServer, setupServer } from 'msw/node';
import { afterAll, beforeAll } from 'vitest';
import { createEmulator, type Emulator, type EmulatorOptions } from '../../src/index.js';

/**
 * The conformance harness: the same cases run through every adapter. `node` is a real HTTP server from
 * `createEmulator().listen()`; `msw` is `setupServer(...createEmulator().handlers)` answering a fake origin in-process.
 */
export type AdapterName = 'node' | 'msw';

export const ADAPTERS: readonly AdapterName[] = ['node', 'msw'];

/** The fake origin MSW answers; nothing listens there. */
export const MSW_BASE = 'http://api.test';

/** A bearer token for `--auth any` (the default). */
export const AUTH = { Authorization: 'Bearer conformance-token' } as const;

export interface Target {
  adapter: AdapterName;
  /** Origin (and, for MSW with `baseUrl`, path prefix) requests go to, and that absolute links must start with. */
  base: string;
  emulator: Emulator;
  /** The MSW server (`msw` only), for adding the consumer's own handlers beside the emulator's. */
  msw: SetupServer | undefined;
  /** `fetch` against `base`, nothing added. */
  fetch(path: string, init?: RequestInit): Promise<Response>;
  /** A GET with the default bearer token; `headers` add to it or replace it (`Authorization: null` drops it). */
  get(path: string, headers?: Record<string, string | null>): Promise<Response>;
  /** A form-encoded token request. */
  token(fields: Record<string, string>, path?: string): Promise<Response>;
  close(): Promise<void>;
}

/** Starts one emulator behind one adapter. */
export async function startTarget(adapter: AdapterName, options: EmulatorOptions = {}): Promise<Target> {
  const emulator = createEmulator(options);
  let base: string;
  let close: () => Promise<void>;
  let msw: SetupServer | undefined;
  if (adapter === 'node') {
    const server = await emulator.listen();
    base = server.url;
    close = server.close;
  } else {
    const server = setupServer(...emulator.handlers);
    server.listen({ onUnhandledRequest: 'error' });
    msw = server;
    base = options.baseUrl?.replace(/\/$/, '') ?? MSW_BASE;
    close = async () => server.close();
  }
  const fetchAt = (path: string, init?: RequestInit) => fetch(`${base}${path}`, init);
  return {
    adapter,
    base,
    emulator,
    msw,
    fetch: fetchAt,
    get(path, headers = {}) {
      const merged: Record<string, string> = {};
      for (const [name, value] of Object.entries({ ...AUTH, ...headers })) if (value !== null) merged[name] = value;
      return fetchAt(path, { headers: merged });
    },
    token(fields, path = '/oauth/access_token') {
      return fetchAt(path, { method: 'POST', body: new URLSearchParams(fields) });
    },
    close,
  };
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
  let current: Target | undefined;
  beforeAll(async () => {
    current = await startTarget(adapter, options);
  });
  afterAll(async () => {
    await current?.close();
    current = undefined;
  });
  const target = (): Target => {
    if (current === undefined) throw new Error('the target is only available inside tests');
    return current;
  };
  return {
    adapter,
    get base() {
      return target().base;
    },
    get emulator() {
      return target().emulator;
    },
    get msw() {
      return target().msw;
    },
    fetch: (path, init) => target().fetch(path, init),
    get: (path, headers) => target().get(path, headers),
    token: (fields, path) => target().token(fields, path),
    close: () => target().close(),
  };
}
