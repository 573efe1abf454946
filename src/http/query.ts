import { errors } from './errors.js';

/** One `key=value` pair of a query string, decoded, with the raw text kept for rebuilding links. */
export interface QueryPair {
  key: string;
  value: string;
  raw: string;
}

/** A parsed query: pairs in order, and lookup by decoded key (a `null` prototype, so `__proto__` is just a key). */
export interface Query {
  readonly pairs: readonly QueryPair[];
  get(key: string): string | undefined;
  /** Whether `key` appears more than once. */
  repeated(key: string): boolean;
  has(key: string): boolean;
}

function decode(text: string, raw: string): string {
  try {
    return decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    throw errors.malformedEscape('query parameter', raw);
  }
}

class ParsedQuery implements Query {
  readonly #values = new Map<string, string>();
  readonly #counts = new Map<string, number>();

  constructor(readonly pairs: QueryPair[]) {
    for (const { key, value } of pairs) {
      this.#counts.set(key, (this.#counts.get(key) ?? 0) + 1);
      if (!this.#values.has(key)) this.#values.set(key, value);
    }
    Object.freeze(pairs);
  }

  get(key: string): string | undefined {
    return this.#values.get(key);
  }

  has(key: string): boolean {
    return this.#values.has(key);
  }

  repeated(key: string): boolean {
    return (this.#counts.get(key) ?? 0) > 1;
  }
}

/** Parses a raw query string; bad percent-encoding is a 400 that quotes the offending parameter. */
export function parseQuery(raw: string): Query {
  const pairs: QueryPair[] = [];
  for (const part of raw === '' ? [] : raw.split('&')) {
    if (part === '') continue;
    const eq = part.indexOf('=');
    const key = decode(eq === -1 ? part : part.slice(0, eq), part);
    const value = eq === -1 ? '' : decode(part.slice(eq + 1), part);
    pairs.push(Object.freeze({ key, value, raw: part }));
  }
  return new ParsedQuery(pairs);
}

/**
 * Parses queries, keeping the ones parsed lately by raw text (clients send the same few again and again; parsed
 * queries are read-only). One per pipeline, so that emulators never share it.
 */
export class QueryParser {
  readonly #parsed = new Map<string, Query>();

  parse(raw: string): Query {
    let query = this.#parsed.get(raw);
    if (query !== undefined) return query;
    query = parseQuery(raw);
    if (raw.length > 512) return query; // not worth keeping
    if (this.#parsed.size >= 1000) this.#parsed.clear();
    this.#parsed.set(raw, query);
    return query;
  }
}

// What may stand unescaped in an RFC 3986 query, and percent-escapes already made (`&` and `=` separate pairs here).
const URI_SAFE = /[A-Za-z0-9\-._~!$'()*+,;:@/?=&]|%[0-9A-Fa-f]{2}/y;

/** Percent-encodes what a URI may not carry raw (`[`, `]`, spaces, quotes, non-ASCII), keeping escapes as they are. */
export function uriSafe(text: string): string {
  let out = '';
  for (let at = 0; at < text.length; ) {
    URI_SAFE.lastIndex = at;
    const match = URI_SAFE.exec(text);
    if (match !== null) {
      out += match[0];
      at += match[0].length;
    } else {
      const code = text.codePointAt(at) as number;
      const char = String.fromCodePoint(code);
      out += char === '%' ? '%25' : encodeURIComponent(char);
      at += char.length;
    }
  }
  return out;
}

/**
 * Rebuilds a query string from kept pairs plus new ones, as a valid URI query: the kept pairs' raw text with what a
 * URI may not carry percent-encoded (`page[limit]` becomes `page%5Blimit%5D`), the new ones encoded.
 */
export function buildQuery(kept: QueryPair[], added: Record<string, string | number>): string {
  const parts = kept.map((pair) => uriSafe(pair.raw));
  for (const [key, value] of Object.entries(added)) parts.push(`${encodeURIComponent(key)}=${value}`);
  return parts.length === 0 ? '' : `?${parts.join('&')}`;
}
