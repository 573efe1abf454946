import { gateway, MemoryStorageFactory } from '@elasticpath/js-sdk';
import { beforeEach, vi } from 'vitest';

/**
 * The platform's JavaScript SDK (@elasticpath/js-sdk 35), unchanged, as the SDK tests use it against a listening
 * emulator: a client per test in a session of its own (the SDK's `headers` option sends `X-Emulator-Session` on every
 * call), and the answers read as the API sends them (the SDK resolves with the parsed JSON as it is).
 */

export type Sdk = ReturnType<typeof gateway>;

/** A record as every answer gives it. */
export interface Item {
  id: string;
  type: string;
  attributes: Record<string, unknown>;
  relationships?: Record<string, { data: { id: string; type: string } | { id: string; type: string }[] | null }>;
  meta?: Record<string, unknown>;
}
export interface One {
  data: Item;
}
export interface Many {
  data: Item[];
  included?: Record<string, Item[]>;
  meta?: { results?: { total: number } };
}
/** What the SDK rejects with on a non-2xx answer: the parsed error body. */
export interface Rejection {
  errors: { status: string; title: string; detail?: string }[];
}

/** The SDK logs its token decisions with console.info; that is its business, not a failure of ours. */
export function quietSdk(): void {
  beforeEach(() => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
  });
}

const sessionNames = new WeakMap<Sdk, string>();

/**
 * A maker of fresh SDK clients against the emulator at `url()`, each in a session of its own (`NAME-1`, `NAME-2`,
 * ...) and already holding a token: the call that fetches the token keeps the query builder's state for the next call
 * (sdk-calls.md A.1), which a first `Authenticate()` keeps out of the tests.
 */
export function sdkFor(url: () => string, name: string): () => Promise<Sdk> {
  let sessions = 0;
  return async () => {
    sessions += 1;
    const session = `${name}-${sessions}`;
    const ep = gateway({
      client_id: `${name}-test`,
      host: new URL(url()).host,
      protocol: 'http',
      storage: new MemoryStorageFactory(),
      disableCart: true,
      fetchMaxAttempts: 1,
      headers: { 'X-Emulator-Session': session },
    } as Parameters<typeof gateway>[0]);
    await ep.Authenticate();
    sessionNames.set(ep, session);
    return ep;
  };
}

/** The session a client made by `sdkFor` works in. */
export function sessionOf(ep: Sdk): string {
  const session = sessionNames.get(ep);
  if (session === undefined) throw new Error('not a client made by sdkFor');
  return session;
}

/** The SDK's answer, read as what the API sends. */
export const one = (answer: unknown) => answer as One;
export const many = (answer: unknown) => answer as Many;
export const ids = (items: { id: string }[]) => items.map((item) => item.id);
export const related = (item: Item, name: string) => {
  const data = item.relationships?.[name]?.data;
  return Array.isArray(data) ? ids(data) : [];
};
export const origin = (item: Item) => (item.relationships?.origin?.data as { id: string } | undefined)?.id;

/** What a rejected call rejected with. */
export async function rejection(call: Promise<unknown>): Promise<Rejection> {
  try {
    await call;
  } catch (error) {
    return error as Rejection;
  }
  throw new Error('the call resolved; a rejection was expected');
}
