import { afterAll, beforeAll } from 'vitest';

/**
 * What both conformance harnesses share (./adapters.ts in Node, ./adapters.browser.ts in Chromium): the target a case
 * talks to, its fetch helpers, and the lazy `useTarget` wrapper.
 */

/** The fake origin MSW answers; nothing listens there. */
export const MSW_BASE = 'http://api.test';

/** A bearer token for `--auth any` (the default). */
export const AUTH = { Authorization: 'Bearer conformance-token' } as const;

/** The header that puts a request in `session`. */
export const as = (session: string): Record<string, string> => ({ 'X-Emulator-Session': session });

/** A request with the default bearer token and a JSON body (none when `body` is undefined), in `session`. */
export function send(api: Pick<Client, 'fetch'>, method: string, path: string, body: unknown, session: string) {
  return api.fetch(path, {
    method,
    headers: { ...AUTH, 'Content-Type': 'application/json', ...as(session) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

export interface Client {
  /** `fetch` against `base`, nothing added. */
  fetch(path: string, init?: RequestInit): Promise<Response>;
  /** A GET with the default bearer token; `headers` add to it or replace it (`Authorization: null` drops it). */
  get(path: string, headers?: Record<string, string | null>): Promise<Response>;
  /** A form-encoded token request. */
  token(fields: Record<string, string>, path?: string): Promise<Response>;
}

export interface TargetOf<Adapter extends string, Emulator, Msw> extends Client {
  adapter: Adapter;
  /** Origin (and, for MSW with `baseUrl`, path prefix) requests go to, and that absolute links must start with. */
  base: string;
  emulator: Emulator;
  /** The MSW server or worker, for adding the consumer's own handlers beside the emulator's (`node`: none). */
  msw: Msw | undefined;
  close(): Promise<void>;
}

/** The fetch helpers for one origin. */
export function client(base: string): Client {
  const fetchAt = (path: string, init?: RequestInit) => fetch(`${base}${path}`, init);
  return {
    fetch: fetchAt,
    get(path, headers = {}) {
      const merged: Record<string, string> = {};
      for (const [name, value] of Object.entries({ ...AUTH, ...headers })) if (value !== null) merged[name] = value;
      return fetchAt(path, { headers: merged });
    },
    token(fields, path = '/oauth/access_token') {
      return fetchAt(path, { method: 'POST', body: new URLSearchParams(fields) });
    },
  };
}

/**
 * Registers `beforeAll`/`afterAll` in the enclosing `describe` and returns the target, usable inside tests.
 */
export function lazyTarget<Adapter extends string, Emulator, Msw>(
  adapter: Adapter,
  start: () => Promise<TargetOf<Adapter, Emulator, Msw>>,
): TargetOf<Adapter, Emulator, Msw> {
  type T = TargetOf<Adapter, Emulator, Msw>;
  let current: T | undefined;
  beforeAll(async () => {
    current = await start();
  });
  afterAll(async () => {
    await current?.close();
    current = undefined;
  });
  const target = (): T => {
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
