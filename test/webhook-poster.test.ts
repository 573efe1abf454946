import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchPoster, type Poster } from '../src/events/bus.js';
import { WELL_KNOWN_IDS } from '../src/index.js';
import { createNodeEmulator } from '../src/node/emulator.js';
import { createNodePoster } from '../src/node/webhook-poster.js';

/**
 * The standalone server's webhook deliveries (node:http, keep-alive connections per receiver) against the library's
 * (the host's `fetch`): the same answers and the same failures in the integration logs, over fewer connections.
 */

const AUTH = { authorization: 'Bearer test', 'content-type': 'application/json' };
const PAUSE = `/v2/subscriptions/subscriptions/${WELL_KNOWN_IDS.active}/states`;
const PAUSE_BODY = JSON.stringify({ data: { type: 'subscription_state', attributes: { action: 'pause' } } });

/** A receiver: /ok answers 201 with what it got, /fail a 500, /hang never; it counts its connections. */
let receiver: Server;
let base = '';
let connections = 0;
/** A port nothing listens on. */
let closed = '';

beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.url === '/hang') return;
      const got = Buffer.concat(chunks).toString('utf8');
      if (req.url === '/fail') res.writeHead(500, { 'content-type': 'text/plain' }).end('not today');
      else res.writeHead(201, { 'content-type': 'application/json' }).end(`{"got":${got.length}}`);
    });
  });
  receiver.on('connection', () => connections++);
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  const spare = createServer();
  await new Promise<void>((resolve) => spare.listen(0, '127.0.0.1', resolve));
  closed = `http://127.0.0.1:${(spare.address() as AddressInfo).port}/hooks`;
  await new Promise<void>((resolve) => spare.close(() => resolve()));
});

afterAll(async () => {
  receiver.closeAllConnections();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

describe('the node:http poster', () => {
  it("answers with the receiver's status and body, and sends one receiver's deliveries over its open connections", async () => {
    const { post, close } = createNodePoster();
    try {
      connections = 0;
      for (let i = 0; i < 40; i++) {
        const answer = await post(`${base}/ok`, { 'content-type': 'application/json' }, `{"n":${i}}`, 5_000);
        expect(answer).toEqual({ status: 201, body: `{"got":${`{"n":${i}}`.length}}` });
      }
      expect(connections).toBe(1);
      connections = 0;
      const answers = await Promise.all(
        Array.from({ length: 48 }, () => post(`${base}/ok`, {}, 'x'.repeat(2000), 5_000)),
      );
      expect(answers.every((answer) => answer.status === 201 && answer.body === '{"got":2000}')).toBe(true);
      // At most 16 at once per receiver, the first connection reused.
      expect(connections).toBeLessThanOrEqual(15);
    } finally {
      close();
    }
  });

  it('rejects as fetch does: a TimeoutError past the time, the cause named when the request failed', async () => {
    const { post, close } = createNodePoster();
    try {
      await expect(post(`${base}/hang`, {}, '{}', 200)).rejects.toMatchObject({ name: 'TimeoutError' });
      await expect(post(closed, {}, '{}', 2_000)).rejects.toMatchObject({ cause: { code: 'ECONNREFUSED' } });
      await expect(fetchPoster(closed, {}, '{}', 2_000)).rejects.toMatchObject({ cause: { code: 'ECONNREFUSED' } });
      await expect(post('not a url', {}, '{}', 2_000)).rejects.toThrow('Failed to parse URL from not a url');
    } finally {
      close();
    }
  });
});

/** The logs of an integration to each receiver path after a pause, as the emulator with `post` keeps them. */
async function logsWith(post: Poster | undefined) {
  const { emulator } = createNodeEmulator(
    { webhookRetries: 'immediate', webhookTimeout: 300, seed: 11 },
    post === undefined ? {} : { post },
  );
  const session = 'poster-parity';
  const headers = { ...AUTH, 'x-emulator-session': session };
  const targets = { ok: `${base}/ok`, fail: `${base}/fail`, hang: `${base}/hang`, closed };
  const ids: Record<string, string> = {};
  for (const [name, url] of Object.entries(targets)) {
    const made = await emulator.request('http://localhost/v2/integrations', {
      method: 'POST',
      headers,
      body: JSON.stringify({
        data: {
          type: 'integration',
          name,
          integration_type: 'webhook',
          observes: ['subscription.pending_pause'],
          configuration: { url, secret_key: 'k' },
        },
      }),
    });
    ids[name] = ((await made.json()) as { data: { id: string } }).data.id;
  }
  expect(
    (await emulator.request(`http://localhost${PAUSE}`, { method: 'POST', headers, body: PAUSE_BODY })).status,
  ).toBe(204);
  const logsOf = async (id: string) => {
    const answer = await emulator.request(`http://localhost/v2/integrations/${id}/logs`, { headers });
    return ((await answer.json()) as { data: Record<string, unknown>[] }).data.map(
      ({ succeeded, attempt, status_code, error_detail, body }) => ({
        succeeded,
        attempt,
        status_code,
        error_detail,
        body,
      }),
    );
  };
  // One attempt to ok, five (retried at once) to each of the others.
  const expected = { ok: 1, fail: 5, hang: 5, closed: 5 };
  for (const [name, attempts] of Object.entries(expected)) {
    await expect.poll(async () => (await logsOf(ids[name] as string)).length, { timeout: 10_000 }).toBe(attempts);
  }
  const logs: Record<string, unknown> = {};
  for (const name of Object.keys(targets)) logs[name] = await logsOf(ids[name] as string);
  return logs;
}

describe('deliveries over node:http and through fetch', { timeout: 30_000 }, () => {
  it('keep the same logs: the answer, the failure outside 2xx, the timeout and the refused connection', async () => {
    const node = createNodePoster();
    try {
      const overHttp = await logsWith(node.post);
      const throughFetch = await logsWith(undefined);
      expect(overHttp).toEqual(throughFetch);
      expect(overHttp).toMatchObject({
        ok: [{ succeeded: true, status_code: 201 }],
        fail: Array(5).fill({ succeeded: false, status_code: 500, body: 'not today' }),
        hang: Array(5).fill({
          succeeded: false,
          error_detail: 'no answer within 0.3 seconds - treating webhook as a fail',
        }),
        closed: Array(5).fill({
          succeeded: false,
          error_detail: 'the request failed (ECONNREFUSED) - treating webhook as a fail',
        }),
      });
    } finally {
      node.close();
    }
  });
});
