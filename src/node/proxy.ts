// `--proxy URL`: the validating proxy. Every API request goes to the real store at URL as it came (method, path,
// query, headers but the hop-by-hop ones and Host, body), and the client gets the real answer unchanged. Each real
// answer is checked against the emulator's own contract (the route table: the route's statuses, its success schema,
// the error body's schema); every difference is kept in the request journal (`drift`) and, with `--drift-report
// FILE`, in a JUnit XML file a nightly job can fail on.
import { renameSync, writeFileSync } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { z } from 'zod';
import type { ApiVersion } from '../catalog/types.js';
import { errors } from '../http/errors.js';
import { rawHeader } from '../http/raw-headers.js';
import type { ApiRequest } from '../http/types.js';
import type { Route } from '../routes/contract.js';
import type { RouteTable } from '../routes/table.js';
import { errorBodySchema } from '../schemas/index.js';
import type { Journal } from '../store/journal.js';
import { schemaProblems } from '../validate/problems.js';
import { send } from './http-adapter.js';

/** A proxy that cannot start: a URL that is not http(s), a drift report that cannot be written. */
export class ProxyError extends Error {
  override name = 'ProxyError';
}

/** Headers that belong to one connection, never forwarded either way (RFC 9110 7.6.1), with Host (the target's). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** How long the real store has to answer a forwarded request. */
const ANSWER_TIMEOUT_MS = 30_000;
/** The most of a request body the journal keeps (it shows 16 KiB of it). */
const KEPT_BODY_BYTES = 64 * 1024;

/** The real store's address, checked: http or https, a host, no query or fragment. */
export function proxyTarget(url: string): URL {
  const target = URL.canParse(url) ? new URL(url) : undefined;
  if (
    target === undefined ||
    !['http:', 'https:'].includes(target.protocol) ||
    target.host === '' ||
    target.search !== '' ||
    target.hash !== ''
  ) {
    throw new ProxyError(
      `proxy must be an http:// or https:// address such as https://store.example.com, got "${url.slice(0, 100)}"`,
    );
  }
  return target;
}

/** What the contract says of one real answer: the operation it belongs to, and every difference. */
export interface Checked {
  /** The route's operation id; undefined when the emulator has no route for the request. */
  operation: string | undefined;
  /** The published document the operation is in (`subscriptions-2026`), or `api-VERSION` without a route. */
  document: string;
  drift: string[];
}

/** The document a route's operation is published in, by the resource its path names. */
function documentOf(route: Route, version: ApiVersion): string {
  const path = route.path;
  if (path.startsWith('/v2/subscriptions')) return `subscriptions-${version}`;
  if (path.startsWith('/v2/application-keys')) return `application-keys-${version}`;
  if (path.startsWith('/oauth')) return 'authentication-2026';
  if (path.startsWith('/v2/account-members')) return 'account-management-authentication-2026';
  if (path.startsWith('/v2/integrations')) return 'integrations-2026';
  return `api-${version}`;
}

/** Every issue of a body against a schema, each with its JSON path: `body $.data.id: ...`. */
function checkBody(schema: z.ZodType, text: string, what: string, drift: string[]): void {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    drift.push(`${what} is not JSON (${(error as Error).message.slice(0, 100)})`);
    return;
  }
  const result = schema.safeParse(parsed);
  if (result.success) return;
  for (const { path, rule } of schemaProblems(result.error)) drift.push(`${what} ${path}: ${rule}`);
}

/**
 * Checks a real answer against the route the request matches in the emulator's table: its status must be one the
 * route declares, a success body must pass the success schema (none where it has none), an error body the error
 * body's schema. `body` is null for an answer to HEAD (which has none to check).
 */
export function checkAnswer(
  table: RouteTable,
  version: ApiVersion,
  request: { method: string; path: string },
  status: number,
  body: string | null,
): Checked {
  let route: Route;
  try {
    route = table.find(request.method, request.path).route;
  } catch {
    return {
      operation: undefined,
      document: `api-${version}`,
      drift: [`the emulator has no route for ${request.method.slice(0, 20)} ${request.path.slice(0, 200)}`],
    };
  }
  const drift: string[] = [];
  const { success } = route;
  const declared = [...new Set([success.status, ...(success.noContent ? [204] : []), ...route.statuses])].sort(
    (a, b) => a - b,
  );
  if (!declared.includes(status)) {
    drift.push(`status ${status} is not one the emulator answers for ${route.operation} (${declared.join(', ')})`);
  }
  if (body !== null) {
    const noBody = (status === success.status && success.schema === null) || (status === 204 && success.noContent);
    if (noBody) {
      if (body !== '')
        drift.push(`a ${status} answer with a body (${Buffer.byteLength(body)} bytes): the contract gives none`);
    } else if (status === success.status && success.schema !== null) checkBody(success.schema, body, 'body', drift);
    else if (status >= 400) checkBody(errorBodySchema, body, 'error body', drift);
  }
  return { operation: route.operation, document: documentOf(route, version), drift };
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Whether XML 1.0 can hold a character: tab, line feed, carriage return and everything from space on but U+FFFE/F. */
function xmlChar(c: string): boolean {
  const code = c.charCodeAt(0);
  return code === 0x9 || code === 0xa || code === 0xd || (code >= 0x20 && code !== 0xfffe && code !== 0xffff);
}

/** Text as XML character data or an attribute value (characters XML 1.0 cannot hold dropped). */
function xml(text: string): string {
  let out = '';
  for (const c of text) if (xmlChar(c)) out += XML_ESCAPES[c] ?? c;
  return out;
}

/** One operation seen: its distinct differences, each with the first request that showed it. */
interface Case {
  classname: string;
  name: string;
  failures: Map<string, string>;
}

/**
 * The drift report: a JUnit XML file (one test case per operation seen, one failure per distinct difference),
 * written whole again after each proxied request and on close, to a temporary file renamed over it (a reader never
 * sees half of one).
 */
export class DriftReport {
  readonly #cases = new Map<string, Case>();
  #written = 0;
  #failedOnce = false;

  constructor(
    readonly file: string,
    readonly onNotice: (message: string) => void = () => {},
  ) {
    try {
      this.#write();
    } catch (error) {
      throw new ProxyError(`cannot write the drift report ${file}: ${writeProblem(error)}`);
    }
  }

  /** Notes one checked answer (`example`: the request and its status) and writes the file again. */
  note(checked: Checked, example: string): void {
    const name = checked.operation ?? '(no route)';
    const key = `${checked.document} ${name}`;
    let seen = this.#cases.get(key);
    if (seen === undefined) {
      seen = { classname: checked.document, name, failures: new Map() };
      this.#cases.set(key, seen);
    }
    for (const difference of checked.drift) if (!seen.failures.has(difference)) seen.failures.set(difference, example);
    this.save();
  }

  /** Writes the file again; a failure is told once (as a notice), and the next request tries again. */
  save(): void {
    try {
      this.#write();
      this.#failedOnce = false;
    } catch (error) {
      if (!this.#failedOnce)
        this.onNotice(`the drift report ${this.file} could not be written: ${writeProblem(error)}`);
      this.#failedOnce = true;
    }
  }

  /** The report as JUnit XML. */
  xml(): string {
    const cases = [...this.#cases.values()].sort(
      (a, b) => a.classname.localeCompare(b.classname) || a.name.localeCompare(b.name),
    );
    const failed = cases.filter((one) => one.failures.size > 0).length;
    const counts = `tests="${cases.length}" failures="${failed}" errors="0"`;
    const lines = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      `<testsuites name="commerce-emulator drift" ${counts}>`,
      `  <testsuite name="commerce-emulator drift" ${counts} skipped="0">`,
    ];
    for (const one of cases) {
      const head = `    <testcase classname="${xml(one.classname)}" name="${xml(one.name)}"`;
      if (one.failures.size === 0) {
        lines.push(`${head}/>`);
        continue;
      }
      lines.push(`${head}>`);
      for (const [message, example] of one.failures) {
        lines.push(`      <failure message="${xml(message)}">${xml(example)}</failure>`);
      }
      lines.push('    </testcase>');
    }
    lines.push('  </testsuite>', '</testsuites>', '');
    return lines.join('\n');
  }

  #write(): void {
    const temporary = `${this.file}.${process.pid}.${++this.#written}.tmp`;
    writeFileSync(temporary, this.xml());
    renameSync(temporary, this.file);
  }
}

function writeProblem(error: unknown): string {
  const code = (error as NodeJS.ErrnoException)?.code;
  if (code === 'ENOENT') return 'no such folder';
  if (code === 'EACCES' || code === 'EPERM') return 'not allowed';
  if (code === 'EISDIR') return 'it is a folder';
  return (error as Error)?.message ?? String(error);
}

export interface ProxyOptions {
  /** The real store (`--proxy`): http(s), optionally with a path that every request's path is put under. */
  url: string;
  /** `--drift-report`: the JUnit XML file. */
  driftReport?: string;
  table: RouteTable;
  version: ApiVersion;
  journal: Journal;
  /** The emulator's current scenario and session headers: a proxied request is filed under them in the journal. */
  names: () => Record<string, string>;
  /** True once the server is shutting down: answers then close their connection. */
  closing: () => boolean;
  onNotice?: (message: string) => void;
}

export interface ValidatingProxy {
  /** Forwards one API request, answers it with the real answer (or a 502), checks and records it. */
  forward(req: IncomingMessage, res: ServerResponse): void;
  /** Writes the drift report a last time and closes the connections kept to the real store. */
  close(): void;
}

/** The names headers are filed under in the journal. */
const SCENARIO = 'X-Emulator-Scenario';
const SESSION = 'X-Emulator-Session';

/** Sets up the proxy; throws a ProxyError for a bad URL or a drift report that cannot be written. */
export function createProxy(options: ProxyOptions): ValidatingProxy {
  const target = proxyTarget(options.url);
  const report = options.driftReport === undefined ? undefined : new DriftReport(options.driftReport, options.onNotice);
  const secure = target.protocol === 'https:';
  // https and zlib are loaded when a proxy needs them: a server without --proxy starts without them.
  const transport = secure ? process.getBuiltinModule('node:https') : http;
  const agent = new transport.Agent({ keepAlive: true });
  const basePath = target.pathname.replace(/\/+$/, '');
  const hostname = target.hostname.replace(/^\[|\]$/g, '');
  const port = target.port === '' ? undefined : Number(target.port);
  const { journal, table, version } = options;

  function forward(req: IncomingMessage, res: ServerResponse): void {
    const startedAt = Date.now();
    const started = performance.now();
    const url = req.url ?? '/';
    const queryAt = url.indexOf('?');
    const method = req.method ?? 'GET';
    const path = queryAt === -1 ? url : url.slice(0, queryAt);
    const query = queryAt === -1 ? '' : url.slice(queryAt + 1);
    const wholeUrl = `${target.origin}${basePath}${url}`;
    const headers: string[] = ['Host', target.host];
    const dropped = connectionHeaders(req.rawHeaders);
    for (let i = 0; i < req.rawHeaders.length; i += 2) {
      const name = (req.rawHeaders[i] as string).toLowerCase();
      if (name === 'host' || HOP_BY_HOP.has(name) || dropped.has(name)) continue;
      headers.push(req.rawHeaders[i] as string, req.rawHeaders[i + 1] as string);
    }
    const sent: Buffer[] = [];
    let sentBytes = 0;
    req.on('data', (chunk: Buffer) => {
      if (sentBytes < KEPT_BODY_BYTES) sent.push(chunk);
      sentBytes += chunk.length;
    });
    let settled = false;
    const recorded = (): ApiRequest => {
      const body = Buffer.concat(sent).toString('utf8');
      return {
        method,
        path,
        query,
        rawHeaders: req.rawHeaders,
        origin: '',
        header: (name) => rawHeader(req.rawHeaders, name),
        ...(body === '' ? {} : { body }),
      };
    };
    const names = () => {
      const current = options.names();
      return { scenario: current[SCENARIO] ?? '', session: current[SESSION] ?? '' };
    };

    const upstream = transport.request({
      protocol: target.protocol,
      hostname,
      port,
      path: `${basePath}${url}`,
      method,
      headers,
      agent,
    });
    upstream.setTimeout(ANSWER_TIMEOUT_MS, () =>
      upstream.destroy(new Error(`no answer within ${ANSWER_TIMEOUT_MS / 1000} seconds`)),
    );
    // The client went away before its answer: the real store's is not waited for.
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });

    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      if (res.headersSent || res.destroyed) {
        res.destroy();
        return;
      }
      const response = errors.realStoreUnreachable(wholeUrl, error.message).toResponse();
      Object.assign(response.headers, options.names());
      send(req, res, response, undefined, options.closing());
      journal.record(recorded(), response, startedAt, performance.now() - started, names());
    };
    upstream.on('error', fail);
    req.on('error', fail);

    upstream.on('response', (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('error', fail);
      answer.on('aborted', () => fail(new Error('the answer was cut off')));
      answer.on('end', () => {
        if (settled) return;
        settled = true;
        const body = Buffer.concat(chunks);
        const status = answer.statusCode ?? 502;
        const kept: string[] = [];
        const record: Record<string, string> = {};
        const droppedBack = connectionHeaders(answer.rawHeaders);
        for (let i = 0; i < answer.rawHeaders.length; i += 2) {
          const name = answer.rawHeaders[i] as string;
          const value = answer.rawHeaders[i + 1] as string;
          const lower = name.toLowerCase();
          if (HOP_BY_HOP.has(lower) || droppedBack.has(lower)) continue;
          kept.push(name, value);
          record[name] = name in record ? `${record[name]}, ${value}` : value;
        }
        if (!res.headersSent && !res.destroyed) {
          // The real answer as it came: no Date of ours, no CORS headers, its own reason phrase.
          res.sendDate = false;
          if (options.closing()) kept.push('Connection', 'close');
          res.writeHead(status, answer.statusMessage ?? '', kept);
          res.end(method === 'HEAD' ? undefined : body);
        }
        const text = decoded(body, rawHeader(answer.rawHeaders, 'content-encoding'));
        const readable = method !== 'HEAD' && 'text' in text;
        const checked = checkAnswer(table, version, { method, path }, status, readable ? text.text : null);
        if (method !== 'HEAD' && 'problem' in text) checked.drift.push(text.problem);
        const shown = 'problem' in text ? body.toString('latin1') : text.text;
        journal.record(recorded(), { status, headers: record, body: shown }, startedAt, performance.now() - started, {
          ...names(),
          drift: checked.drift,
        });
        report?.note(checked, `${method} ${path.slice(0, 200)} answered ${status}`);
      });
    });
    req.pipe(upstream);
  }

  return {
    forward,
    close() {
      report?.save();
      agent.destroy();
    },
  };
}

/** The headers a `Connection` header names: they belong to that connection too. */
function connectionHeaders(raw: readonly string[]): Set<string> {
  const named = rawHeader(raw, 'connection');
  return new Set(
    named === null
      ? []
      : named
          .split(',')
          .map((name) => name.trim().toLowerCase())
          .filter((name) => name !== ''),
  );
}

/** A body as text, decompressed as its `Content-Encoding` says, or why it cannot be. */
function decoded(body: Buffer, encoding: string | null): { text: string } | { problem: string } {
  const codings = (encoding ?? '')
    .split(',')
    .map((coding) => coding.trim().toLowerCase())
    .filter((coding) => coding !== '' && coding !== 'identity');
  let bytes = body;
  try {
    for (const coding of codings.reverse()) {
      const zlib = process.getBuiltinModule('node:zlib');
      if (coding === 'gzip' || coding === 'x-gzip') bytes = zlib.gunzipSync(bytes);
      else if (coding === 'deflate') bytes = zlib.inflateSync(bytes);
      else if (coding === 'br') bytes = zlib.brotliDecompressSync(bytes);
      else return { problem: `a body in content encoding "${coding.slice(0, 40)}", which cannot be checked` };
    }
  } catch (error) {
    return { problem: `a body that is not valid ${encoding}: ${(error as Error).message}` };
  }
  return { text: bytes.toString('utf8') };
}
