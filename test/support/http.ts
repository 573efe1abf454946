import http from 'node:http';

/** An answer read off the wire. */
export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** Where and what to send: the path is sent as written (not a URL, which Node would normalize). */
export interface RawRequest {
  /** The server's URL (`http://127.0.0.1:port`). */
  base: string;
  method: string;
  path: string;
  headers?: http.OutgoingHttpHeaders;
  body?: string;
  /** Default: a fresh connection per request. */
  agent?: http.Agent | false;
}

/**
 * The one raw-HTTP helper of the tests: a request exactly as written, over node:http, and the whole answer. A body
 * is framed with Content-Length (Node's client sends a DELETE or OPTIONS body with neither it nor chunks).
 */
export function rawRequest({ base, method, path, headers = {}, body, agent = false }: RawRequest): Promise<RawAnswer> {
  const { hostname, port } = new URL(base);
  const sent = body === undefined ? headers : { 'content-length': Buffer.byteLength(body), ...headers };
  return new Promise((resolve, reject) => {
    const request = http.request({ host: hostname, port, method, path, headers: sent, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString(),
        }),
      );
    });
    request.on('error', reject);
    request.end(body);
  });
}
