import type { ApiRequest, ApiResponse } from '../http/types.js';

/** Bodies are kept whole and cut to this many characters when read. */
const BODY_LIMIT = 16 * 1024;

/** One request the API answered, as `emulator.requests()` and `GET /__emulator/requests` give it. */
export interface JournalEntry {
  /** 1, 2, ... in the order answered. */
  id: number;
  /** When it came, by the wall clock (ISO 8601). */
  time: string;
  method: string;
  /** The path as sent, without the query. */
  path: string;
  /** The query's parameters, decoded (a parameter given twice has both values). */
  query: Record<string, string | string[]>;
  /** Lower-case names; `authorization` shown as `Bearer ***`. */
  headers: Record<string, string>;
  /** The request body as sent (secrets hidden, cut at 16 KiB), or null. */
  body: string | null;
  status: number;
  scenario: string;
  session: string;
  durationMs: number;
  response: { headers: Record<string, string>; body: string };
}

/** What `requests(filter)` keeps: every given field must hold; `path` a string (exact, `*` for any run) or RegExp. */
export interface JournalFilter {
  method?: string;
  path?: string | RegExp;
  status?: number;
  scenario?: string;
  session?: string;
}

/**
 * What the journal keeps of an answered request: the adapter's request (which holds its fields and parsed headers,
 * never its connection) and the response as answered, by reference. Turned into an entry only when read.
 */
interface Recorded {
  id: number;
  at: number;
  durationMs: number;
  request: ApiRequest;
  response: ApiResponse;
}

const SECRET_FIELD = /("client_secret"\s*:\s*")[^"]*(")|(client_secret=)[^&]*/g;

function hide(text: string): string {
  return text.replace(SECRET_FIELD, (_all, json, quote, form) => (form ? `${form}***` : `${json}***${quote}`));
}

function cut(text: string): string {
  return text.length > BODY_LIMIT ? text.slice(0, BODY_LIMIT) : text;
}

function queryOf(raw: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = Object.create(null);
  for (const part of raw === '' ? [] : raw.split('&')) {
    const at = part.indexOf('=');
    const decode = (text: string) => {
      try {
        return decodeURIComponent(text.replaceAll('+', ' '));
      } catch {
        return text;
      }
    };
    const key = decode(at === -1 ? part : part.slice(0, at));
    const value = at === -1 ? '' : decode(part.slice(at + 1));
    const seen = out[key];
    out[key] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
  }
  return { ...out };
}

function redactHeaders(headers: Record<string, string>): Record<string, string> {
  const out = { ...headers };
  if (out.authorization !== undefined) out.authorization = out.authorization.replace(/^(\S+)\s+.*$/, '$1 ***');
  return out;
}

function glob(pattern: string): RegExp {
  return new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '.*')}$`);
}

/**
 * The last `limit` requests the API answered, newest last, through either adapter: the pipeline records each once.
 * Entries are turned into what users read (secrets hidden, bodies cut) only when read.
 */
export class Journal {
  readonly #entries: Recorded[] = [];
  #next = 1;

  constructor(readonly limit: number) {}

  get enabled(): boolean {
    return this.limit > 0;
  }

  record(request: ApiRequest, response: ApiResponse, at: number, durationMs: number): void {
    if (this.limit <= 0) return;
    if (this.#entries.length >= this.limit) this.#entries.shift();
    // Both as they are: headers are read only when the entry is, and adapters write the response without changing it.
    this.#entries.push({ id: this.#next++, at, durationMs, request, response });
  }

  /** The entries that match, oldest first; `after` keeps those with a greater id, `limit` the newest that many. */
  list(filter: JournalFilter = {}, options: { after?: number; limit?: number } = {}): JournalEntry[] {
    const path = typeof filter.path === 'string' ? glob(filter.path) : filter.path;
    const out: JournalEntry[] = [];
    for (const recorded of this.#entries) {
      if (options.after !== undefined && recorded.id <= options.after) continue;
      const entry = this.#entry(recorded);
      if (filter.method !== undefined && entry.method !== filter.method.toUpperCase()) continue;
      if (path !== undefined && !path.test(entry.path)) continue;
      if (filter.status !== undefined && entry.status !== filter.status) continue;
      if (filter.scenario !== undefined && entry.scenario !== filter.scenario) continue;
      if (filter.session !== undefined && entry.session !== filter.session) continue;
      out.push(entry);
    }
    return options.limit === undefined ? out : out.slice(Math.max(0, out.length - options.limit));
  }

  clear(): void {
    this.#entries.length = 0;
  }

  #entry({ id, at, durationMs, request, response }: Recorded): JournalEntry {
    const { 'X-Emulator-Scenario': scenario = '', 'X-Emulator-Session': session = '' } = response.headers;
    return {
      id,
      time: new Date(at).toISOString(),
      method: request.method,
      path: request.path,
      query: queryOf(request.query),
      headers: redactHeaders(request.headers?.() ?? {}),
      body: request.body === undefined || request.body === '' ? null : cut(hide(request.body)),
      status: response.status,
      scenario,
      session,
      durationMs: Math.round(durationMs * 100) / 100,
      response: { headers: { ...response.headers }, body: cut(hide(response.body)) },
    };
  }
}
