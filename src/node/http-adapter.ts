import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { type Pipeline, SCENARIO_HEADER, SESSION_HEADER } from '../app.js';
import type { BodyBytes } from '../http/bytes.js';
import { apiError, errors } from '../http/errors.js';
import { owned } from '../http/owned.js';
import { rawHeader, rawHeaderRecord } from '../http/raw-headers.js';
import type { ApiRequest, ApiResponse } from '../http/types.js';
import type { RouteTable } from '../routes/table.js';
import { keepTickShape } from './tick-shape.js';

/** One answered request, for the CLI's log. */
export interface RequestLogEntry {
  method: string;
  path: string;
  status: number;
  ms: number;
  scenario: string | undefined;
}

export interface NodeAdapterOptions {
  /** Serves `/__emulator/*` (the admin API); absent with `--no-admin`. */
  admin?: RequestListener;
  onRequest?: (entry: RequestLogEntry) => void;
  /** The current scenario and session headers, for answers the pipeline does not make (preflight, no Host). */
  names: () => Record<string, string>;
  /** True once the server is shutting down: every answer then closes its connection (`Connection: close`). */
  closing?: () => boolean;
  /** The path the API is served under in this request (a middleware's prefix and mount point): links carry it. */
  basePath?: (req: IncomingMessage) => string;
  /** `--proxy`: answers every API request in place of the pipeline (the real store's answer, checked). */
  forward?: (req: IncomingMessage, res: ServerResponse) => void;
}

const ADMIN_PREFIX = '/__emulator';
// CORS is open so a browser app on another local port can call the emulator.
const ALLOW_ORIGIN = 'Access-Control-Allow-Origin';
const EXPOSE_HEADERS = 'Access-Control-Expose-Headers';
const EXPOSED = `${SCENARIO_HEADER}, ${SESSION_HEADER}, Retry-After, Allow`;
const CORS_HEADERS = { [ALLOW_ORIGIN]: '*', [EXPOSE_HEADERS]: EXPOSED };
/** Every method the route table serves (and the admin API's), with HEAD and OPTIONS. */
export function corsMethods(table: RouteTable): string {
  return [...new Set(['GET', 'HEAD', ...table.methods, 'PUT', 'DELETE', 'OPTIONS'])].join(', ');
}
const SAFE_HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

/** A plain `node:http` listener serving the pipeline: the standalone server's hot path. */
export function createNodeListener(pipeline: Pipeline, options: NodeAdapterOptions): RequestListener {
  keepTickShape();
  const logging = options.onRequest !== undefined;
  const { bytes } = pipeline;
  const closing = options.closing ?? (() => false);
  const preflightHeaders = {
    ...CORS_HEADERS,
    'Access-Control-Allow-Methods': corsMethods(pipeline.table),
    'Access-Control-Max-Age': '600',
  };
  // Headers given to `writeHead` are not readable back with `getHeader`: the log learns each answer's scenario here.
  const answeredIn = new WeakMap<ServerResponse, string>();
  const origins = new Origins();
  const targets = new Targets();

  /** The pipeline's answer, written: in the same tick when the pipeline answers at once (every plain read). */
  function answer(req: IncomingMessage, res: ServerResponse, request: NodeRequest) {
    let result: ApiResponse | Promise<ApiResponse>;
    try {
      result = pipeline.handle(request);
    } catch (error) {
      writeAnswer(req, res, request, errors.unexpected(error).toResponse(), true);
      return;
    }
    if (result instanceof Promise) {
      result.then(
        (response) => writeAnswer(req, res, request, response, false),
        (error: unknown) => writeAnswer(req, res, request, errors.unexpected(error).toResponse(), true),
      );
    } else writeAnswer(req, res, request, result, false);
  }

  /** Writes an answer; a failure of ours still answers, in the envelope, and closes the connection. */
  function writeAnswer(
    req: IncomingMessage,
    res: ServerResponse,
    request: NodeRequest,
    response: ApiResponse,
    close: boolean,
  ) {
    if (logging) answeredIn.set(res, response.headers[SCENARIO_HEADER] as string);
    send(req, res, response, bytes, close || request.cutShort || closing());
  }

  return (req, res) => {
    const url = req.url ?? '/';
    const { path, query } = targets.of(req.method, url);
    if (logging) logWhenFinished(req, res, url, answeredIn, options.onRequest as NonNullable<typeof options.onRequest>);
    const host = rawHeader(req.rawHeaders, 'host');
    // Node's own check answers a bare 400 without the envelope: `answerClientErrors` turns it off, this replaces it.
    if (host === null && req.httpVersion === '1.1') {
      const response = apiError(400, 'an HTTP/1.1 request needs a Host header').toResponse();
      Object.assign(response.headers, options.names());
      if (logging) answeredIn.set(res, response.headers[SCENARIO_HEADER] as string);
      send(req, res, response, bytes, true);
      return;
    }
    if (req.method === 'OPTIONS' && rawHeader(req.rawHeaders, 'access-control-request-method')) {
      quiet(req, res);
      preflight(req, res, { ...preflightHeaders, ...options.names() });
      return;
    }
    if (options.admin && (path === ADMIN_PREFIX || path.startsWith(`${ADMIN_PREFIX}/`))) {
      quiet(req, res);
      res.setHeader('Access-Control-Allow-Origin', '*');
      if (closing()) res.setHeader('Connection', 'close');
      options.admin(req, res);
      return;
    }
    if (options.forward) {
      quiet(req, res);
      options.forward(req, res);
      return;
    }
    // Straight to the pipeline: a route that takes a body reads it (Node drains what no route read once answered).
    const origin = origins.of(host, req);
    answer(req, res, new NodeRequest(req, path, query, options.basePath ? origin + options.basePath(req) : origin));
  };
}

function ignore(): void {}

/**
 * An answer made elsewhere (the admin API, the proxy, a preflight): an error of its request or response, had it any
 * listener, must not stop the server. The pipeline's answers need none: a request emits `error` only to listeners
 * (Node 20), a response only when written after its end, and `send` writes each once; the two listeners were a
 * sixtieth of a GET's instructions.
 */
function quiet(req: IncomingMessage, res: ServerResponse): void {
  req.on('error', ignore);
  res.on('error', ignore);
}

/** The CLI's log line, once the answer is sent. */
function logWhenFinished(
  req: IncomingMessage,
  res: ServerResponse,
  url: string,
  answeredIn: WeakMap<ServerResponse, string>,
  onRequest: (entry: RequestLogEntry) => void,
): void {
  const started = performance.now();
  res.on('finish', () => {
    const scenario = answeredIn.get(res) ?? res.getHeader(SCENARIO_HEADER);
    onRequest({
      method: req.method ?? '',
      path: url,
      status: res.statusCode,
      ms: performance.now() - started,
      scenario: typeof scenario === 'string' ? scenario : undefined,
    });
  });
}

/**
 * The request as the pipeline sees it: path and query kept raw (still percent-encoded). No closure per request, and
 * headers read off Node's raw list: Node's headers object is then never built, and the journal keeps only the list.
 */
class NodeRequest implements ApiRequest {
  readonly method: string;
  /** Node's raw header list, which the journal keeps (it never builds an object per request). */
  readonly rawHeaders: string[];
  body: string | undefined;
  /** The body was not read to its end (too large, or the client went away): the connection closes after the answer. */
  cutShort = false;
  readonly #req: IncomingMessage;

  constructor(
    req: IncomingMessage,
    readonly path: string,
    readonly query: string,
    readonly origin: string,
  ) {
    this.#req = req;
    this.method = req.method ?? 'GET';
    this.rawHeaders = req.rawHeaders;
  }

  header(name: string): string | null {
    return rawHeader(this.rawHeaders, name);
  }

  headers(): Record<string, string> {
    return rawHeaderRecord(this.rawHeaders);
  }

  async readBody(limit: number): Promise<string | null> {
    // Mounted after a body parser (Express, a dev server), the body was read already: what it left is used.
    const given = (this.#req as { body?: unknown }).body;
    if (given !== undefined && this.#req.readableEnded) return bodyText(given, this.header('content-type'), limit);
    try {
      return await readBody(this.#req, limit);
    } catch (error) {
      this.cutShort = true;
      if (error === TOO_LARGE) return null;
      throw error;
    }
  }
}

/** A CORS preflight: 204 with the CORS headers, before any scenario behaviour or auth. */
function preflight(req: IncomingMessage, res: ServerResponse, headers: Record<string, string>): void {
  req.resume();
  const requested = rawHeader(req.rawHeaders, 'access-control-request-headers');
  res.writeHead(204, { ...headers, 'Access-Control-Allow-Headers': requested ?? '*' });
  res.end();
}

/**
 * The origin links are built on: the Host the client used, when it is a plain host name or address, else the address
 * the request came in on. Kept by Host header, the one sent last first: a client sends the same one on every request,
 * so the check runs once per host, and the request's Host (a new string each time) is compared, not hashed.
 */
class Origins {
  readonly #byHost = new Map<string, string>();
  #lastHost = '';
  #lastOrigin = '';

  of(host: string | null, req: IncomingMessage): string {
    if (host) {
      if (host === this.#lastHost) return this.#lastOrigin;
      let origin = this.#byHost.get(host);
      if (origin === undefined && SAFE_HOST.test(host)) {
        if (this.#byHost.size >= 1000) this.#byHost.clear();
        origin = `http://${host}`;
        this.#byHost.set(host, origin);
      }
      if (origin !== undefined) {
        this.#lastHost = host;
        this.#lastOrigin = origin;
        return origin;
      }
    }
    const { localAddress, localPort } = req.socket;
    const address = localAddress?.includes(':') ? `[${localAddress}]` : (localAddress ?? '127.0.0.1');
    return `http://${address}:${localPort}`;
  }
}

/** A request target split at its `?`: the path and the query, both still percent-encoded. */
interface Target {
  readonly url: string;
  readonly path: string;
  readonly query: string;
}

function splitTarget(url: string): Target {
  const queryAt = url.indexOf('?');
  if (queryAt === -1) return { url, path: url, query: '' };
  return { url, path: url.slice(0, queryAt), query: url.slice(queryAt + 1) };
}

/**
 * Read targets split lately, kept by URL, the one read last first (clients read the same few again and again). The
 * kept path and query are then the very strings the pipeline's caches are keyed by, found by identity with their
 * hashes known, where fresh slices of each request's URL were hashed and compared character by character at each
 * lookup (some 2,000 instructions an answer). A write's URL names records just made or about to go: split afresh.
 */
class Targets {
  readonly #kept = new Map<string, Target>();
  #last: Target = splitTarget('/');

  of(method: string | undefined, url: string): Target {
    if (method !== 'GET' && method !== 'HEAD') return splitTarget(url);
    if (url === this.#last.url) return this.#last;
    let target = this.#kept.get(url);
    if (target === undefined) {
      target = splitTarget(url);
      if (url.length > 512) return target; // not worth keeping
      if (this.#kept.size >= 1000) this.#kept.clear();
      // Copied whole: slices of the URL are compared and hashed through the engine's slow path.
      target = { url: target.url, path: owned(target.path), query: owned(target.query) };
      this.#kept.set(url, target);
    }
    this.#last = target;
    return target;
  }
}

const TOO_LARGE = new Error('too large');

/** A body another middleware parsed, as text again: a string or bytes as they are, an object as JSON or a form. */
function bodyText(body: unknown, contentType: string | null, limit: number): string | null {
  let text: string;
  if (typeof body === 'string') text = body;
  else if (body instanceof Uint8Array) text = Buffer.from(body).toString('utf8');
  else if (contentType?.includes('x-www-form-urlencoded') && body !== null && typeof body === 'object') {
    text = new URLSearchParams(body as Record<string, string>).toString();
  } else text = JSON.stringify(body) ?? '';
  return Buffer.byteLength(text) > limit ? null : text;
}

/**
 * Reads a body up to `limit` bytes; rejects with TOO_LARGE past it (so the pipeline answers 413), or with an error
 * when the client goes away before the end. Settles exactly once, whatever order the stream's events come in.
 */
function readBody(req: IncomingMessage, limit: number): Promise<string> {
  const declared = Number(rawHeader(req.rawHeaders, 'content-length'));
  if (declared > limit) {
    // Not read, but drained, so that the 413 reaches a client still sending instead of a reset connection.
    req.resume();
    return Promise.reject(TOO_LARGE);
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) {
        chunks.push(chunk);
        return;
      }
      chunks.length = 0;
      req.off('data', onData);
      req.resume();
      reject(TOO_LARGE);
    };
    let ended = false;
    req.on('data', onData);
    req.on('end', () => {
      ended = true;
      resolve((chunks.length === 1 ? chunks[0] : Buffer.concat(chunks))?.toString('utf8') ?? '');
    });
    req.on('error', reject);
    // Every request closes once answered: only one that closes before its end is an error (made only then).
    req.on('close', () => {
      if (!ended) reject(new Error('the client went away before the end of the body'));
    });
  });
}

const { byteLength } = Buffer;

/** The header list written last, and what it was made of: answers of a run share their headers (see app.ts). */
let lastHeaders: Readonly<Record<string, string>> | undefined;
let lastLength = -1;
let lastClose = false;
let lastList: readonly (string | number)[] = [];

/**
 * An answer's headers as the flat [name, value, ...] list `writeHead` takes (it only reads it), the CORS headers first;
 * the response's own headers are left as they are (the journal keeps them). The list made last is given again for
 * the same frozen headers, length and closing: a client reading the same record again is sent the same list.
 */
function headerList(
  own: Readonly<Record<string, string>>,
  length: number,
  close: boolean,
): readonly (string | number)[] {
  if (own === lastHeaders && length === lastLength && close === lastClose) return lastList;
  const list: (string | number)[] = [ALLOW_ORIGIN, '*', EXPOSE_HEADERS, EXPOSED, 'Content-Length', length];
  for (const name in own) list.push(name, own[name] as string);
  if (close) list.push('Connection', 'close');
  if (Object.isFrozen(own)) {
    lastHeaders = own;
    lastLength = length;
    lastClose = close;
    lastList = list;
  }
  return list;
}

export function send(
  req: IncomingMessage,
  res: ServerResponse,
  response: ApiResponse,
  bytes: BodyBytes | undefined,
  close = false,
): void {
  if (res.headersSent || res.destroyed) return;
  const body = bytes === undefined ? response.body : bytes.of(response.body);
  const length = typeof body === 'string' ? byteLength(body) : body.length;
  res.writeHead(response.status, headerList(response.headers, length, close) as unknown as string[]);
  res.end(req.method === 'HEAD' ? undefined : body);
}
