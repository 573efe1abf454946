// What the regression tests share: an emulator over real HTTP (the way the defects were found), and its journal.
import { afterAll, beforeAll } from 'vitest';
import { createEmulator, type EmulatorOptions } from '../../src/index.js';

export const BEARER = { authorization: 'Bearer regression' };
export const JSON_TYPE = { 'content-type': 'application/json' };

/** A server for the tests of one file, started before them and closed after. */
export function useServer(options: EmulatorOptions = {}) {
  const state = { url: '', close: async () => {} };
  beforeAll(async () => {
    const server = await createEmulator(options).listen();
    state.url = server.url;
    state.close = server.close;
  });
  afterAll(() => state.close());
  return {
    get url() {
      return state.url;
    },
    fetch: (path: string, init?: RequestInit) => fetch(`${state.url}${path}`, init),
  };
}

/** A new key in a session: the answer's status and body. */
export async function createKey(base: string, session: string, share = 0, headers: Record<string, string> = BEARER) {
  const response = await fetch(`${base}/v2/application-keys`, {
    method: 'POST',
    headers: { ...headers, ...JSON_TYPE, 'x-emulator-session': session },
    body: JSON.stringify({ data: { type: 'application_key', name: 'Regression', reserved_rate_limit: share } }),
  });
  return { status: response.status, body: (await response.json().catch(() => null)) as { data: { id: string } } };
}

/** The journal, as the admin API gives it. */
export async function journal(
  base: string,
): Promise<{ headers: Record<string, string>; body: string | null; response: { body: string } }[]> {
  return ((await (await fetch(`${base}/__emulator/requests`)).json()) as { data: never[] }).data;
}
