import type { Life } from '../billing/life.js';
import type { SubscriptionBundle } from '../factories/index.js';
import type { ApplicationKey, SubscriptionState } from '../schemas/index.js';
import type { Filter } from './subscription-table.js';

export type Include = ReadonlySet<'products' | 'plans'>;

/** A page of a list, serialized. */
export interface Page {
  data: string;
  meta: string;
  /** The subscription list's top-level `included`, serialized; empty without `include`. */
  included: string;
  total: number;
  pages: number;
}

/** `meta.page` and the page count for `total` items cut at (offset, limit), as every list gives them. */
export function pageMeta(offset: number, limit: number, total: number) {
  const pages = Math.ceil(total / limit);
  return { pages, page: { limit, offset, current: Math.floor(offset / limit) + 1, total: pages } };
}

/**
 * What the routes read: a scenario's world, or a session's writes over it. Everything comes back serialized where
 * it can, and what depends on the request only through `key` is cached per revision by `body`.
 */
export interface View {
  readonly keyCount: number;
  /** The key at a position of the list. */
  keyAt(index: number): ApplicationKey;
  /** A key by id, or undefined. */
  key(id: string): ApplicationKey | undefined;
  /** A key serialized, by id, or undefined. */
  keyJson(id: string): string | undefined;
  /** One page of the key list. */
  page(offset: number, limit: number): Page;
  /** The key with this client id and, when given, this secret; undefined when there is none. */
  keyByCredentials(clientId: string, secret?: string): ApplicationKey | undefined;
  subscriptionIds(): string[];
  subscription(id: string): SubscriptionBundle | undefined;
  /** A subscription's life: its record, states, invoices and payments. */
  life(id: string): Life | undefined;
  /** The subscription endpoint's body, or undefined for an unknown id. */
  subscriptionBody(id: string, include: Include): string | undefined;
  /** One page of the subscription list, filtered. */
  subscriptionPage(filters: readonly Filter[], offset: number, limit: number, include: Include): Page;
  /** A subscription's state changes, oldest first; undefined for an unknown id. */
  states(id: string): SubscriptionState[] | undefined;
  /** A body that depends on the request only through `key`: made once per revision of this view. */
  body(key: string, make: () => string): string;
}
