import { apiError } from './errors.js';

/** One `key=value` pair of a query string, decoded, with the raw text kept for rebuilding links. */
export interface QueryPair {
  key: string;
  value: string;
  raw: string;
}

/** A parsed query: pairs in order, and lookup by decoded key (a `null` prototype, so `__proto__` is just a key). */
export interface Query {
  pairs: QueryPair[];
  get(key: string): string | undefined;
  /** Whether `key` appears more than once. */
  repeated(key: string): boolean;
  has(key: string): boolean;
}

function decode(text: string, raw: string): string {
  try {
    return decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    throw apiError(400, `malformed percent-encoding in query parameter "${raw.slice(0, 100)}"`);
  }
}

/** Parses a raw query string; bad percent-encoding is a 400 that quotes the offending parameter. */
export function parseQuery(raw: string): Query {
  const pairs: QueryPair[] = [];
  const counts = new Map<string, number>();
  const values = new Map<string, string>();
  if (raw !== '') {
    for (const part of raw.split('&')) {
      if (part === '') continue;
      const eq = part.indexOf('=');
      const key = decode(eq === -1 ? part : part.slice(0, eq), part);
      const value = eq === -1 ? '' : decode(part.slice(eq + 1), part);
      pairs.push({ key, value, raw: part });
      counts.set(key, (counts.get(key) ?? 0) + 1);
      if (!values.has(key)) values.set(key, value);
    }
  }
  return {
    pairs,
    get: (key) => values.get(key),
    has: (key) => values.has(key),
    repeated: (key) => (counts.get(key) ?? 0) > 1,
  };
}

/** Rebuilds a query string from kept pairs (their raw text, untouched) plus new ones. */
export function buildQuery(kept: QueryPair[], added: Record<string, string | number>): string {
  const parts = kept.map((pair) => pair.raw);
  for (const [key, value] of Object.entries(added)) parts.push(`${key}=${value}`);
  return parts.length === 0 ? '' : `?${parts.join('&')}`;
}
