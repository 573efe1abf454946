import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Handle } from '../app.js';
import { errorBody, reasonPhrase } from '../http/errors.js';
import { MAX_BODY_BYTES } from '../http/limits.js';
import { type ApiResponse, JSON_CONTENT_TYPE } from '../http/types.js';

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
}

const ADMIN_PREFIX = '/__emulator';
// CORS is open so a browser app on another local port can call the emulator.
const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': 'X-Emulator-Scenario, Retry-After, Allow',
};
const PREFLIGHT_HEADERS = {
  ...CORS_HEADERS,
  'Access-Control-Allow-Methods': 'GET, HEAD, POST, PUT, OPTIONS',
  'Access-Control-Max-Age': '600',
};
const SAFE_HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

/** A plain `node:http` listener serving the route table: the standalone server's hot path. */
export function createNodeListener(handle: Handle, options: NodeAdapterOptions = {}): RequestListener {
  return (req, res) => {
    const started = performance.now();
    const url = req.url ?? '/';
    const queryAt = url.indexOf('?');
    const path = queryAt === -1 ? url : url.slice(0, queryAt);
    req.on('error', () => {});
    res.on('error', () => {});
    if (options.onRequest) {
      res.on('finish', () => {
        const scenario = res.getHeader('X-Emulator-Scenario');
        options.onRequest?.({
          method: req.method ?? '',
          path: url,
          status: res.statusCode,
          ms: performance.now() - started,
          scenario: typeof scenario === 'string' ? scenario : undefined,
        });
      });
    }
    if (req.method === 'OPTIONS' && req.headers['access-control-request-method']) {
      const requested = req.headers['access-control-request-headers'];
      res.writeHead(204, { ...PREFLIGHT_HEADERS, 'Access-Control-Allow-Headers': requested ?? '*' });
      res.end();
      return;
    }
    if (options.admin && (path === ADMIN_PREFIX || path.startsWith(`${ADMIN_PREFIX}/`))) {
      res.setHeader('Access-Control-Allow-Origin', '*');
      options.admin(req, res);
      return;
    }
    readBody(req)
      .then(
        (body) => ({ body, bodyTooLarge: false }),
        () => ({ body: undefined, bodyTooLarge: true }),
      )
      .then(({ body, bodyTooLarge }) =>
        handle({
          method: req.method ?? 'GET',
          path,
          query: queryAt === -1 ? '' : url.slice(queryAt + 1),
          header: (name) => headerValue(req, name),
          origin: originOf(req),
          body,
          bodyTooLarge,
        }).then((response) => send(req, res, response, bodyTooLarge)),
      );
  };
}

function headerValue(req: IncomingMessage, name: string): string | null {
  const value = req.headers[name];
  if (value === undefined) return null;
  return Array.isArray(value) ? value.join(', ') : value;
}

/** The origin links are built on: the Host the client used, when it is a plain host name or address. */
function originOf(req: IncomingMessage): string {
  const host = req.headers.host;
  if (host && SAFE_HOST.test(host)) return `http://${host}`;
  const { localAddress, localPort } = req.socket;
  const address = localAddress?.includes(':') ? `[${localAddress}]` : (localAddress ?? '127.0.0.1');
  return `http://${address}:${localPort}`;
}

/** Reads a body up to the limit; rejects (so the caller answers 413) past it. GET and HEAD bodies are not read. */
function readBody(req: IncomingMessage): Promise<string | undefined> {
  if (req.method === 'GET' || req.method === 'HEAD') {
    req.resume();
    return Promise.resolve(undefined);
  }
  const declared = Number(req.headers['content-length']);
  if (declared > MAX_BODY_BYTES) return Promise.reject(new Error('too large'));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new Error('too large'));
        req.removeAllListeners('data');
        req.resume();
      } else {
        chunks.push(chunk);
      }
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('aborted', () => reject(new Error('aborted')));
  });
}

function send(req: IncomingMessage, res: ServerResponse, response: ApiResponse, close = false): void {
  if (res.headersSent || res.destroyed) return;
  const headers: Record<string, string | number> = { ...CORS_HEADERS, ...response.headers };
  headers['Content-Length'] = Buffer.byteLength(response.body);
  if (close) headers.Connection = 'close';
  res.writeHead(response.status, headers);
  res.end(req.method === 'HEAD' ? undefined : response.body);
}

/**
 * Answers Node's own early rejections (headers too large, a malformed request line) in the error envelope instead
 * of a bare status line, where the socket is still writable.
 */
export function answerClientErrors(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (!socket.writable || error.code === 'ECONNRESET') {
      socket.destroy();
      return;
    }
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    const detail =
      status === 431
        ? 'the request headers are too large'
        : status === 408
          ? 'the request took too long to arrive'
          : `the request is not valid HTTP (${error.code ?? 'parse error'})`;
    const body = errorBody(status, detail);
    socket.end(
      `HTTP/1.1 ${status} ${reasonPhrase(status)}\r\nContent-Type: ${JSON_CONTENT_TYPE}\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
