import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { type Handle, SCENARIO_HEADER, SESSION_HEADER } from '../app.js';
import { bodyBytes } from '../http/bytes.js';
import { apiError } from '../http/errors.js';
import { MAX_BODY_BYTES } from '../http/limits.js';
import { rawHeader, rawHeaderRecord } from '../http/raw-headers.js';
import type { ApiRequest, ApiResponse } from '../http/types.js';
import { ROUTES } from '../routes/index.js';

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
}

const ADMIN_PREFIX = '/__emulator';
// CORS is open so a browser app on another local port can call the emulator.
const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': `${SCENARIO_HEADER}, ${SESSION_HEADER}, Retry-After, Allow`,
};
/** Every method the route table serves (and the admin API's), with HEAD and OPTIONS. */
export const CORS_METHODS = [
  ...new Set(['GET', 'HEAD', ...ROUTES.map((route) => route.method), 'PUT', 'DELETE', 'OPTIONS']),
].join(', ');
const PREFLIGHT_HEADERS = {
  ...CORS_HEADERS,
  'Access-Control-Allow-Methods': CORS_METHODS,
  'Access-Control-Max-Age': '600',
};
const SAFE_HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

// Headers given to `writeHead` are not readable back with `getHeader`: the log learns each answer's scenario here.
const answeredIn = new WeakMap<ServerResponse, string>();

/** A plain `node:http` listener serving the route table: the standalone server's hot path. */
export function createNodeListener(handle: Handle, options: NodeAdapterOptions): RequestListener {
  const logging = options.onRequest !== undefined;
  /** The pipeline's answer, written; a failure of ours still answers, in the envelope. One promise per request. */
  async function answer(req: IncomingMessage, res: ServerResponse, request: NodeRequest, close: boolean) {
    let response: ApiResponse;
    try {
      response = await handle(request);
    } catch (error) {
      const detail = `the emulator failed unexpectedly: ${(error as Error)?.message ?? String(error)}`;
      response = apiError(500, detail).toResponse();
      close = true;
    }
    if (logging) answeredIn.set(res, response.headers[SCENARIO_HEADER] as string);
    send(req, res, response, close);
  }

  return (req, res) => {
    const url = req.url ?? '/';
    const queryAt = url.indexOf('?');
    const path = queryAt === -1 ? url : url.slice(0, queryAt);
    req.on('error', ignore);
    res.on('error', ignore);
    if (logging) logWhenFinished(req, res, url, options.onRequest as NonNullable<typeof options.onRequest>);
    // Node's own check answers a bare 400 without the envelope: `answerClientErrors` turns it off, this replaces it.
    if (req.httpVersion === '1.1' && rawHeader(req.rawHeaders, 'host') === null) {
      const response = apiError(400, 'an HTTP/1.1 request needs a Host header').toResponse();
      Object.assign(response.headers, options.names());
      if (logging) answeredIn.set(res, response.headers[SCENARIO_HEADER] as string);
      send(req, res, response, true);
      return;
    }
    if (req.method === 'OPTIONS' && rawHeader(req.rawHeaders, 'access-control-request-method')) {
      preflight(req, res, options.names());
      return;
    }
    if (options.admin && (path === ADMIN_PREFIX || path.startsWith(`${ADMIN_PREFIX}/`))) {
      res.setHeader('Access-Control-Allow-Origin', '*');
      options.admin(req, res);
      return;
    }
    const query = queryAt === -1 ? '' : url.slice(queryAt + 1);
    // Reads have no body to wait for: straight to the pipeline (Node drains what is left once the answer is sent).
    if (req.method === 'GET' || req.method === 'HEAD') {
      answer(req, res, new NodeRequest(req, path, query, undefined, false), false);
      return;
    }
    readBody(req).then(
      (body) => answer(req, res, new NodeRequest(req, path, query, body, false), false),
      () => answer(req, res, new NodeRequest(req, path, query, undefined, true), true),
    );
  };
}

function ignore(): void {}

/** The CLI's log line, once the answer is sent. */
function logWhenFinished(
  req: IncomingMessage,
  res: ServerResponse,
  url: string,
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
  readonly origin: string;
  /** Node's raw header list, which the journal keeps (it never builds an object per request). */
  readonly rawHeaders: string[];

  constructor(
    req: IncomingMessage,
    readonly path: string,
    readonly query: string,
    readonly body: string | undefined,
    readonly bodyTooLarge: boolean,
  ) {
    this.method = req.method ?? 'GET';
    this.rawHeaders = req.rawHeaders;
    this.origin = originOf(req, this.rawHeaders);
  }

  header(name: string): string | null {
    return rawHeader(this.rawHeaders, name);
  }

  headers(): Record<string, string> {
    return rawHeaderRecord(this.rawHeaders);
  }
}

/** A CORS preflight: 204 with the CORS headers, before any scenario behaviour or auth. */
function preflight(req: IncomingMessage, res: ServerResponse, names: Record<string, string>): void {
  req.resume();
  const requested = rawHeader(req.rawHeaders, 'access-control-request-headers');
  res.writeHead(204, { ...PREFLIGHT_HEADERS, 'Access-Control-Allow-Headers': requested ?? '*', ...names });
  res.end();
}

/** Origins by Host header: a client sends the same one on every request, so the check runs once per host. */
const origins = new Map<string, string>();

/** The origin links are built on: the Host the client used, when it is a plain host name or address. */
function originOf(req: IncomingMessage, raw: string[]): string {
  const host = rawHeader(raw, 'host');
  if (host) {
    const known = origins.get(host);
    if (known !== undefined) return known;
    if (SAFE_HOST.test(host)) {
      if (origins.size >= 1000) origins.clear();
      const origin = `http://${host}`;
      origins.set(host, origin);
      return origin;
    }
  }
  const { localAddress, localPort } = req.socket;
  const address = localAddress?.includes(':') ? `[${localAddress}]` : (localAddress ?? '127.0.0.1');
  return `http://${address}:${localPort}`;
}

/**
 * Reads a body up to the limit; rejects (so the caller answers 413) past it, or when the client goes away before the
 * end. GET and HEAD bodies are not read. Settles exactly once, whatever order the stream's events come in.
 */
function readBody(req: IncomingMessage): Promise<string | undefined> {
  const declared = Number(rawHeader(req.rawHeaders, 'content-length'));
  if (declared > MAX_BODY_BYTES) {
    // Not read, but drained, so that the 413 reaches a client still sending instead of a reset connection.
    req.resume();
    return Promise.reject(new Error('too large'));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) {
        chunks.push(chunk);
        return;
      }
      chunks.length = 0;
      req.off('data', onData);
      req.resume();
      reject(new Error('too large'));
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

const FLAT_CORS = Object.entries(CORS_HEADERS).flat();

export function send(req: IncomingMessage, res: ServerResponse, response: ApiResponse, close = false): void {
  if (res.headersSent || res.destroyed) return;
  const body = bodyBytes(response.body);
  // A flat [name, value, ...] list: the response's own headers are left as they are (the journal keeps them).
  const headers: (string | number)[] = [
    ...FLAT_CORS,
    'Content-Length',
    typeof body === 'string' ? Buffer.byteLength(body) : body.length,
  ];
  for (const name in response.headers) headers.push(name, response.headers[name] as string);
  if (close) headers.push('Connection', 'close');
  res.writeHead(response.status, headers as unknown as string[]);
  res.end(req.method === 'HEAD' ? undefined : body);
}
