import type { BodyBytes } from '../http/bytes.js';
import type { ApiRequest, ApiResponse } from '../http/types.js';

const encoder = new TextEncoder();

/**
 * A fetch `Request` as the pipeline reads it. The URL fetch hands over is normalized already: it is cut by hand
 * rather than parsed again. `prefix` is a path prefix the API is served under (MSW's `baseUrl`), left out of the path
 * and kept in the origin links are built on.
 */
export function fromFetchRequest(request: Request, prefix = ''): ApiRequest {
  const { url } = request;
  const hostEnd = url.indexOf('/', url.indexOf('//') + 2);
  const hash = url.indexOf('#');
  const end = hash === -1 ? url.length : hash;
  const queryAt = url.indexOf('?');
  const pathEnd = queryAt === -1 || queryAt > end ? end : queryAt;
  return {
    method: request.method,
    path: url.slice(hostEnd + prefix.length, pathEnd) || '/',
    query: pathEnd === end ? '' : url.slice(pathEnd + 1, end),
    header: (name) => request.headers.get(name),
    // What the journal keeps of the headers (read once, when it records the request): a [name, value, ...] list, so
    // that it holds a few strings rather than the fetch Request with its URL, signal and body stream (a thousand of
    // those were a third of an in-process run's heap).
    get rawHeaders() {
      const raw: string[] = [];
      request.headers.forEach((value, name) => {
        raw.push(name, value);
      });
      return raw;
    },
    origin: `${url.slice(0, hostEnd)}${prefix}`,
    async readBody(limit) {
      const text = await request.text();
      return text.length > limit / 3 && encoder.encode(text).length > limit ? null : text;
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
