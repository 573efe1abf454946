import type { BodyBytes } from '../http/bytes.js';
import type { ApiRequest, ApiResponse } from '../http/types.js';

const encoder = new TextEncoder();

/**
 * A fetch `Request` as the pipeline reads it. The URL fetch hands over is normalized already: it is cut by hand
 * rather than parsed again. `prefix` is a path prefix the API is served under (MSW's `baseUrl`), left out of the path
 * and kept in the origin links are built on.
 */
export function fromFetchRequest(request: Request, prefix = ''): ApiRequest {
  return fromParts(request.method, request.url, request.headers, prefix, () => request.text());
}

/** Methods fetch writes in upper case whatever case they are given in (RFC 9110's, as the Fetch standard lists). */
const NORMALIZED_METHODS = new Set(['DELETE', 'GET', 'HEAD', 'OPTIONS', 'POST', 'PUT']);
const INIT_KEYS = new Set(['method', 'headers', 'body']);

/**
 * What `new Request(url, init)` would hand the pipeline, read straight off a plain `init` (a method fetch normalizes,
 * or `PATCH`; headers as fetch takes them; a string body or none), or `undefined` for anything else, which then goes
 * through a fetch `Request` after all. The same method, URL, headers (with fetch's `text/plain;charset=UTF-8` for a
 * string body that names no type) and body text, without the Request's abort signal and body stream: on Node 20 both
 * outlive young-generation collections, and a loop of a test's writes through `emulator.request` grew its heap by
 * some 4 KB of them a request.
 */
export function fromPlainInit(url: URL, init: RequestInit | undefined): ApiRequest | undefined {
  let method = 'GET';
  let body: string | undefined;
  let given: HeadersInit | undefined;
  if (init !== undefined) {
    if (init === null || Object.getPrototypeOf(init) !== Object.prototype) return undefined;
    for (const key in init) if (!INIT_KEYS.has(key)) return undefined;
    if (init.method !== undefined) {
      if (typeof init.method !== 'string') return undefined;
      const upper = init.method.toUpperCase();
      if (NORMALIZED_METHODS.has(upper)) method = upper;
      else if (init.method === 'PATCH') method = 'PATCH';
      else return undefined;
    }
    if (typeof init.body === 'string') body = init.body;
    else if (init.body !== undefined && init.body !== null) return undefined;
    // fetch refuses a body on GET and HEAD: the Request says so, in its words.
    if (body !== undefined && (method === 'GET' || method === 'HEAD')) return undefined;
    given = init.headers;
  }
  if (url.username !== '' || url.password !== '') return undefined;
  const headers = new Headers(given);
  if (body !== undefined && !headers.has('content-type')) headers.set('content-type', 'text/plain;charset=UTF-8');
  const text = body === undefined ? '' : asSent(body);
  return fromParts(method, url.href, headers, '', async () => text);
}

const SURROGATE = /[\uD800-\uDFFF]/;
const decoder = new TextDecoder();

/** A string body as a Request's `text()` gives it back: encoded as UTF-8 and decoded again (lone surrogates replaced). */
const asSent = (text: string): string => (SURROGATE.test(text) ? decoder.decode(encoder.encode(text)) : text);

/** The request as the pipeline reads it, from a normalized URL, fetch `Headers` and a way to read the body once. */
function fromParts(
  method: string,
  url: string,
  headers: Headers,
  prefix: string,
  text: () => Promise<string>,
): ApiRequest {
  const hostEnd = url.indexOf('/', url.indexOf('//') + 2);
  const hash = url.indexOf('#');
  const end = hash === -1 ? url.length : hash;
  const queryAt = url.indexOf('?');
  const pathEnd = queryAt === -1 || queryAt > end ? end : queryAt;
  return {
    method,
    path: url.slice(hostEnd + prefix.length, pathEnd) || '/',
    query: pathEnd === end ? '' : url.slice(pathEnd + 1, end),
    header: (name) => headers.get(name),
    // What the journal keeps of the headers (read once, when it records the request): a [name, value, ...] list, so
    // that it holds a few strings rather than the fetch Request with its URL, signal and body stream (a thousand of
    // those were a third of an in-process run's heap).
    get rawHeaders() {
      const raw: string[] = [];
      headers.forEach((value, name) => {
        raw.push(name, value);
      });
      return raw;
    },
    origin: `${url.slice(0, hostEnd)}${prefix}`,
    async readBody(limit) {
      const read = await text();
      return read.length > limit / 3 && encoder.encode(read).length > limit ? null : read;
    },
  };
}

/** The pipeline's answer as a fetch `Response` (or msw's `HttpResponse`, which is one). */
export function toFetchResponse<R extends Response>(
  make: new (body: BodyInit | null, init: ResponseInit) => R,
  method: string,
  response: ApiResponse,
  bytes: BodyBytes,
): R {
  const hasBody = method !== 'HEAD' && response.status !== 204;
  const body = hasBody ? bytes.of(response.body) : null;
  return new make(body as BodyInit | null, { status: response.status, headers: response.headers });
}
