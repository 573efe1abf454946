import type { HttpResponse, http, RequestHandler } from 'msw';
import type { Handle } from '../app.js';
import { bodyBytes } from '../http/bytes.js';
import { MAX_BODY_BYTES } from '../http/limits.js';
import { ROUTES } from '../routes/index.js';

/** The two things the adapter uses from msw, handed in by the entry point (msw is an optional peer in Node). */
export interface MswModule {
  http: typeof http;
  HttpResponse: typeof HttpResponse;
}

export interface MswAdapterOptions {
  /** Only intercept requests to this origin (and optional path prefix); by default any origin matches. */
  baseUrl?: string;
}

// Only the emulated API's paths (read off the route table) are intercepted, so the consumer's other requests reach
// their own handlers. The pattern has no capturing groups: MSW decodes captured groups, and a malformed escape would
// throw inside it.
const API_PATHS = `(?:${[...new Set(ROUTES.map((route) => route.path))]
  .map((path) =>
    path
      .split('/')
      .map((segment) => (segment.startsWith(':') ? '[^/]+' : escapeRegExp(segment)))
      .join('/'),
  )
  .join('|')})/?`;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** MSW request handlers that answer the emulated API through the route table. */
export function createMswHandlers(
  { http, HttpResponse }: MswModule,
  handle: Handle,
  { baseUrl }: MswAdapterOptions = {},
): RequestHandler[] {
  const origin = baseUrl === undefined ? '^[a-z][a-z0-9+.-]*://[^/]+' : `^${escapeRegExp(baseUrl.replace(/\/$/, ''))}`;
  const pattern = new RegExp(`${origin}${API_PATHS}$`);
  const prefix = baseUrlPath(baseUrl);
  return [
    http.all(pattern, async ({ request }) => {
      // The URL fetch hands over is normalized already: cut it by hand rather than parse it again.
      const { url } = request;
      const hostEnd = url.indexOf('/', url.indexOf('//') + 2);
      const hash = url.indexOf('#');
      const end = hash === -1 ? url.length : hash;
      const queryAt = url.indexOf('?');
      const pathEnd = queryAt === -1 || queryAt > end ? end : queryAt;
      const text = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.text();
      const bodyTooLarge = text !== undefined && new TextEncoder().encode(text).length > MAX_BODY_BYTES;
      const response = await handle({
        method: request.method,
        path: url.slice(hostEnd + prefix.length, pathEnd) || '/',
        query: pathEnd === end ? '' : url.slice(pathEnd + 1, end),
        header: (name) => request.headers.get(name),
        headers: () => {
          const all: Record<string, string> = {};
          request.headers.forEach((value, name) => {
            all[name] = value;
          });
          return all;
        },
        origin: `${url.slice(0, hostEnd)}${prefix}`,
        body: bodyTooLarge ? undefined : text,
        bodyTooLarge,
      });
      const hasBody = request.method !== 'HEAD' && response.status !== 204;
      const body = hasBody ? bodyBytes(response.body) : null;
      return new HttpResponse(body as BodyInit | null, { status: response.status, headers: response.headers });
    }),
  ];
}

function baseUrlPath(baseUrl: string | undefined): string {
  if (baseUrl === undefined) return '';
  return new URL(baseUrl).pathname.replace(/\/$/, '');
}
