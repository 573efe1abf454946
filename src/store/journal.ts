import { rawHeaderRecord } from '../http/raw-headers.js';
import type { ApiRequest, ApiResponse } from '../http/types.js';
import { hide, redactHeaders } from './redact.js';

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
  /** The request body as sent, as text (secrets hidden, cut at 16 KiB), or null. */
  body: string | null;
  /** The same body read: parsed JSON, or a form's fields as an object (secrets hidden); null when neither. */
  json: unknown;
  status: number;
  scenario: string;
  session: string;
  durationMs: number;
  /** The answer: its headers, its body as text and, when it is JSON, parsed (secrets hidden in both). */
  response: { headers: Record<string, string>; body: string; json: unknown };
  /**
   * With `--proxy`, on a request forwarded to the real store (the real answer is `response`): every way that answer
   * differs from the emulator's contract, `[]` for none. Absent on the emulator's own answers, and on a 502 for a
   * real store that could not be reached (nothing was checked).
   */
  drift?: string[];
}

/** What the journal keeps of a request forwarded by `--proxy`: the names it is filed under, and what was checked. */
export interface ProxiedNote {
  scenario: string;
  session: string;
  drift?: readonly string[];
}

/** What `requests(filter)` keeps: every given field must hold; `path` a string (exact, `*` for any run) or RegExp. */
export interface JournalFilter {
  method?: string;
  path?: string | RegExp;
  status?: number;
  scenario?: string;
  session?: string;
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

function glob(pattern: string): RegExp {
  return new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '.*')}$`);
}

/** Where an entry's request headers are read from when it is read: Node's raw list, or the adapter's request. */
type HeaderSource = readonly string[] | ApiRequest;

/** Whether two raw header lists hold the same names and values. */
function sameList(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Whether two header records hold the same names and values, in the same order. */
function sameRecord(a: Record<string, string>, b: Record<string, string>): boolean {
  let count = 0;
  for (const name in a) {
    if (a[name] !== b[name]) return false;
    count++;
  }
  for (const _ in b) count--;
  return count === 0;
}

/** How many distinct recent values of each column an entry may share: a client's few kinds of request, interleaved. */
const RECENT = 4;

/**
 * The last few distinct values of one of the journal's columns. `share(value)` gives back an equal one it holds (the
 * new value is then garbage as soon as its request is answered) or holds the new one, in place of the oldest.
 */
class Recent<T> {
  readonly #values: (T | undefined)[] = new Array(RECENT).fill(undefined);
  #next = 0;
  /** Where a value was found or put last. */
  #found = 0;

  /** `same` tells two values alike where `===` does not (lists, records); strings need none. */
  constructor(readonly same?: (a: T, b: T) => boolean) {}

  share(value: T): T {
    const values = this.#values;
    const same = this.same;
    // The one found last first (a run of the same request finds it there at once), then the others.
    for (let k = 0; k < RECENT; k++) {
      const i = (this.#found + k) % RECENT;
      const held = values[i];
      if (held !== undefined && (held === value || (same !== undefined && same(held, value)))) {
        this.#found = i;
        return held;
      }
    }
    values[this.#next] = value;
    this.#found = this.#next;
    this.#next = (this.#next + 1) % RECENT;
    return value;
  }

  clear(): void {
    this.#values.fill(undefined);
  }
}

/** Request bodies up to this many characters are compared with the recent ones (longer ones are kept as they come). */
const SHARED_BODY = 4096;

/**
 * The last `limit` requests the API answered, newest last, through either adapter: the pipeline records each once.
 * Entries are turned into what users read (secrets hidden, bodies cut) only when read.
 *
 * Kept as a ring of columns, not an object per request: an entry holds the request's strings and the answer's
 * headers and body by reference, and when a request's path, query, headers, body or answer headers equal one of the
 * last few distinct ones recorded (a client sends the same ones again and again, its kinds of request interleaved:
 * a create, then a delete) it holds that one instead. What the request brought is then garbage as soon as it is
 * answered, rather than living on through the collector's young generation into the old one, to be marked there: at
 * thousands of writes a second, those copies were a fifth of what a write cost (instructions counted by
 * bench/per-answer.mjs).
 */
export class Journal {
  readonly #at: Float64Array;
  readonly #durationMs: Float64Array;
  readonly #status: Uint16Array;
  readonly #method: string[];
  readonly #path: string[];
  readonly #query: string[];
  readonly #body: (string | undefined)[];
  readonly #headers: (HeaderSource | undefined)[];
  readonly #answerHeaders: (Record<string, string> | undefined)[];
  readonly #answerBody: string[];
  /** Requests forwarded by `--proxy`: their names and drift (undefined for the emulator's own answers). */
  readonly #proxied: (ProxiedNote | undefined)[];
  /** The id the next entry gets; the ring holds ids `#next - #count` to `#next - 1`, id n at `n % limit`. */
  #next = 1;
  #count = 0;
  readonly #recentPaths = new Recent<string>();
  readonly #recentQueries = new Recent<string>();
  readonly #recentBodies = new Recent<string>();
  readonly #recentHeaders = new Recent<readonly string[]>(sameList);
  readonly #recentAnswerHeaders = new Recent<Record<string, string>>(sameRecord);

  constructor(readonly limit: number) {
    const size = Math.max(0, limit);
    this.#at = new Float64Array(size);
    this.#durationMs = new Float64Array(size);
    this.#status = new Uint16Array(size);
    this.#method = new Array(size).fill('');
    this.#path = new Array(size).fill('');
    this.#query = new Array(size).fill('');
    this.#body = new Array(size).fill(undefined);
    this.#headers = new Array(size).fill(undefined);
    this.#answerHeaders = new Array(size).fill(undefined);
    this.#answerBody = new Array(size).fill('');
    this.#proxied = new Array(size).fill(undefined);
  }

  get enabled(): boolean {
    return this.limit > 0;
  }

  record(request: ApiRequest, response: ApiResponse, at: number, durationMs: number, proxied?: ProxiedNote): void {
    if (this.limit <= 0) return;
    const slot = this.#next % this.limit;
    this.#proxied[slot] = proxied;
    this.#at[slot] = at;
    this.#durationMs[slot] = durationMs;
    this.#status[slot] = response.status;
    this.#method[slot] = request.method;
    const { body, path, query, rawHeaders } = request;
    this.#body[slot] = body === undefined || body.length > SHARED_BODY ? body : this.#recentBodies.share(body);
    this.#answerBody[slot] = response.body;
    this.#path[slot] = this.#recentPaths.share(path);
    this.#query[slot] = this.#recentQueries.share(query);
    this.#headers[slot] = rawHeaders === undefined ? request : this.#recentHeaders.share(rawHeaders);
    this.#answerHeaders[slot] = this.#recentAnswerHeaders.share(response.headers);
    this.#next++;
    if (this.#count < this.limit) this.#count++;
  }

  /** The entries that match, oldest first; `after` keeps those with a greater id, `limit` the newest that many. */
  list(filter: JournalFilter = {}, options: { after?: number; limit?: number } = {}): JournalEntry[] {
    const path = typeof filter.path === 'string' ? glob(filter.path) : filter.path;
    const out: JournalEntry[] = [];
    for (let id = this.#next - this.#count; id < this.#next; id++) {
      if (options.after !== undefined && id <= options.after) continue;
      const entry = this.#entry(id);
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
    this.#count = 0;
    for (const recent of [
      this.#recentPaths,
      this.#recentQueries,
      this.#recentBodies,
      this.#recentHeaders,
      this.#recentAnswerHeaders,
    ])
      recent.clear();
    // Nothing of the cleared entries is kept alive.
    this.#body.fill(undefined);
    this.#headers.fill(undefined);
    this.#answerHeaders.fill(undefined);
    this.#path.fill('');
    this.#query.fill('');
    this.#answerBody.fill('');
    this.#proxied.fill(undefined);
  }

  #requestBody(body: string | undefined): { body: string | null; json: unknown } {
    if (body === undefined || body === '') return { body: null, json: null };
    const hidden = hide(body);
    return { body: cut(hidden.text), json: hidden.json };
  }

  #answer(body: string): { body: string; json: unknown } {
    if (body === '') return { body, json: null };
    const hidden = hide(body);
    return { body: cut(hidden.text), json: hidden.json };
  }

  #entry(id: number): JournalEntry {
    const slot = id % this.limit;
    const answerHeaders = this.#answerHeaders[slot] as Record<string, string>;
    const proxied = this.#proxied[slot];
    const { 'X-Emulator-Scenario': ownScenario = '', 'X-Emulator-Session': ownSession = '' } = answerHeaders;
    const scenario = proxied?.scenario ?? ownScenario;
    const session = proxied?.session ?? ownSession;
    const body = this.#body[slot];
    const entry: JournalEntry = {
      id,
      time: new Date(this.#at[slot] as number).toISOString(),
      method: this.#method[slot] as string,
      path: this.#path[slot] as string,
      query: queryOf(this.#query[slot] as string),
      headers: redactHeaders(headersOf(this.#headers[slot])),
      ...this.#requestBody(body),
      status: this.#status[slot] as number,
      scenario,
      session,
      durationMs: Math.round((this.#durationMs[slot] as number) * 100) / 100,
      response: { headers: { ...answerHeaders }, ...this.#answer(this.#answerBody[slot] as string) },
    };
    if (proxied?.drift !== undefined) entry.drift = [...proxied.drift];
    return entry;
  }
}

/** Every header by lower-case name, as `req.headers` would give them (a name sent twice joined with ", "). */
function headersOf(source: HeaderSource | undefined): Record<string, string> {
  if (source === undefined) return {};
  if (!Array.isArray(source)) return (source as ApiRequest).headers?.() ?? {};
  return rawHeaderRecord(source as readonly string[]);
}
