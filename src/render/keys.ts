import type { Query } from '../http/query.js';
import type { ApiRequest } from '../http/types.js';
import type { ApplicationKey } from '../schemas/index.js';
import type { View } from '../store/view.js';
import { pageData, pageLinks, pageMeta, type Window } from './page.js';
import type { Renderer } from './renderer.js';

const KEYS = '/v2/application-keys';

/** A page of the key list: data and meta cut by position, links on the request's origin and query. */
export function keyListBody(render: Renderer, view: View, request: ApiRequest, query: Query, window: Window): string {
  return render.body(view, 'keys', request.origin, request.query, () => {
    const found = view.keys.find([]);
    const data = pageData(found, window, (key) => render.json(key));
    const links = pageLinks(`${request.origin}${KEYS}`, query, window, found.total);
    const meta = {
      page: pageMeta(window, found.total),
      results: { total: found.total },
      total_reserved_rate_limit: view.totalReservedRateLimit,
    };
    return `{"data":${data},"links":${JSON.stringify(links)},"meta":${JSON.stringify(meta)}}`;
  });
}

/** One key's body from its JSON: `links.self` on the key (the real API's definition) and at the top (its SDK's). */
function keyBody(request: ApiRequest, id: string, json: string): string {
  return openKeyBody(request, id, json.slice(0, -1));
}

/** One key's body from its JSON without the closing brace (the links come after its last field). */
function openKeyBody(request: ApiRequest, id: string, open: string): string {
  const links = `"links":{"self":${JSON.stringify(`${request.origin}${KEYS}/${encodeURIComponent(id)}`)}}`;
  return `{"data":${open},${links}},${links}}`;
}

/** A key as `GET /v2/application-keys/:id` and `PUT` answer it. */
export function applicationKeyBody(render: Renderer, view: View, request: ApiRequest, key: ApplicationKey): string {
  return render.body(view, 'key', request.origin, key.id, () => keyBody(request, key.id, render.json(key)));
}

/** A key just made, with its `client_secret`: shown in this answer only, never cached. */
export function createdKeyBody(request: ApiRequest, key: ApplicationKey, secret: string): string {
  // The key's own JSON with the secret after its last field, as `{ ...key, client_secret }` would give it.
  const json = JSON.stringify(key);
  return openKeyBody(request, key.id, `${json.slice(0, -1)},"client_secret":${JSON.stringify(secret)}`);
}
