// The one in-process helper of the tests: emulator.request(), the public way to ask the API with no server and no
// MSW, with a bearer token and JSON bodies made for you.

/** Anything with the public `request()` (either entry's emulator). */
export interface Requester {
  request(input: string | URL | Request, init?: RequestInit): Promise<Response>;
}

export const BEARER = { authorization: 'Bearer test' } as const;

/** A request with the bearer token; `body` given as a value is sent as JSON. */
export function call(
  emulator: Requester,
  path: string,
  init: { method?: string; headers?: Record<string, string>; json?: unknown; body?: string } = {},
): Promise<Response> {
  const headers: Record<string, string> = { ...BEARER, ...init.headers };
  let body = init.body;
  if (init.json !== undefined) {
    body = JSON.stringify(init.json);
    headers['content-type'] ??= 'application/json';
  }
  return emulator.request(path, { method: init.method ?? (body === undefined ? 'GET' : 'POST'), headers, body });
}

/** A GET with the bearer token: the status and the parsed body. */
export async function getJson<T = unknown>(
  emulator: Requester,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: T }> {
  const response = await call(emulator, path, { headers });
  return { status: response.status, body: (await response.json()) as T };
}
