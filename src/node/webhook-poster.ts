import http from 'node:http';
import type { Poster, WebhookAnswer } from '../events/bus.js';

/** node:https, loaded on the first delivery to an https receiver: a server that never makes one starts without it. */
const https = () => process.getBuiltinModule('node:https');

/** Connections kept open to one receiver, at most: as many as the deliveries under way at once. */
const SOCKETS_PER_RECEIVER = 16;
/** Receivers whose connections are kept; past it the least recently used one's are closed. */
const RECEIVERS_KEPT = 64;
/** What is read of a receiver's answer (a log keeps its first KiB); the rest is read and dropped. */
const ANSWER_READ = 64 * 1024;

/**
 * The standalone server's webhook deliveries: node:http(s) with a pool of keep-alive connections per receiver (the
 * URL's origin), each receiver's deliveries going one after another over its open connections. A `fetch` of the
 * same POST costs some five times the CPU (measured: 215-257 against 37-47 µs a delivery, 16 under way), which is
 * what drains a backlog of deliveries after a storm of writes. It answers and fails as `fetchPoster` does: the same
 * statuses and bodies, a `TimeoutError` past the time, the failure's `code` as the error's `cause`. Redirects are not
 * followed (a 3xx is an answer outside 2xx, as for the platform's webhooks).
 */
export function createNodePoster(): { post: Poster; close(): void } {
  const agents = new Map<string, http.Agent>();

  const agentOf = (url: URL): http.Agent => {
    const origin = url.origin;
    let agent = agents.get(origin);
    if (agent !== undefined) {
      // Most recently used last.
      agents.delete(origin);
      agents.set(origin, agent);
      return agent;
    }
    const options = { keepAlive: true, maxSockets: SOCKETS_PER_RECEIVER, maxFreeSockets: SOCKETS_PER_RECEIVER };
    agent = url.protocol === 'https:' ? new (https().Agent)(options) : new http.Agent(options);
    agents.set(origin, agent);
    if (agents.size > RECEIVERS_KEPT) {
      const [oldest, old] = agents.entries().next().value as [string, http.Agent];
      agents.delete(oldest);
      old.destroy();
    }
    return agent;
  };

  const post: Poster = (target, headers, body, timeoutMs) =>
    new Promise<WebhookAnswer>((resolve, reject) => {
      let url: URL;
      try {
        url = new URL(target);
      } catch (error) {
        reject(new TypeError(`Failed to parse URL from ${target}`, { cause: error }));
        return;
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        reject(new TypeError('fetch failed', { cause: new Error(`unknown scheme ${url.protocol}`) }));
        return;
      }
      const send = url.protocol === 'https:' ? https().request : http.request;
      const request = send(url, {
        method: 'POST',
        agent: agentOf(url),
        headers: { ...headers, 'content-length': Buffer.byteLength(body) },
      });
      const timer = setTimeout(() => {
        const late = new Error(`no answer within ${timeoutMs} ms`);
        late.name = 'TimeoutError';
        request.destroy(late);
      }, timeoutMs);
      const fail = (error: Error) => {
        clearTimeout(timer);
        reject(error.name === 'TimeoutError' ? error : new TypeError('fetch failed', { cause: error }));
      };
      request.on('error', fail);
      request.on('response', (response) => {
        const chunks: Buffer[] = [];
        let read = 0;
        response.on('data', (chunk: Buffer) => {
          if (read < ANSWER_READ) chunks.push(chunk);
          read += chunk.length;
        });
        response.on('error', fail);
        response.on('end', () => {
          clearTimeout(timer);
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') });
        });
      });
      request.end(body);
    });

  return {
    post,
    close() {
      for (const agent of agents.values()) agent.destroy();
      agents.clear();
    },
  };
}
