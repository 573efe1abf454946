import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WELL_KNOWN_IDS } from '../../src/index.js';
import { adminDroppedSchema, adminEventsSchema, adminRedeliveredSchema } from '../../src/schemas/admin.js';
import { AUTH, type Target, useTarget } from '../support/adapters.js';
import { expectError, expectOk } from './expect.js';

/**
 * The admin API's events (`/__emulator/events`) over real HTTP, with a real receiver: a node:http server on port 0
 * that records each delivery and answers the statuses queued for it (else 200). Every test writes in its own
 * session; the one that clears every kept event runs last.
 */

const ADMIN = '/__emulator';
const SECRET = 'admin-events-secret';
const pause = { data: { type: 'subscription_state', attributes: { action: 'pause' } } };

interface Delivery {
  headers: Record<string, string | string[] | undefined>;
  body: { id: string; triggered_by: string; attempt: number; configuration: Record<string, unknown> };
}

/** The receiver: what it got, and the statuses it answers next (then 200). */
class Receiver {
  readonly got: Delivery[] = [];
  readonly statuses: number[] = [];
  #server: Server | undefined;
  url = '';

  async start(): Promise<void> {
    this.#server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        this.got.push({ headers: req.headers, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
        const status = this.statuses.shift() ?? 200;
        res.writeHead(status, { 'Content-Type': 'application/json' }).end(`{"received":${status < 300}}`);
      });
    });
    await new Promise<void>((resolve) => this.#server?.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}/hooks`;
  }

  /** The deliveries of one session's events (their ids). */
  of(ids: readonly string[]): Delivery[] {
    return this.got.filter((delivery) => ids.includes(delivery.body.id));
  }

  close(): Promise<void> {
    return new Promise((resolve) => (this.#server ? this.#server.close(() => resolve()) : resolve()));
  }
}

function send(api: Target, method: string, path: string, body: unknown, session: string) {
  return api.fetch(path, {
    method,
    headers: { ...AUTH, 'Content-Type': 'application/json', 'X-Emulator-Session': session },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** An integration in `session` observing `observes`, delivering to the receiver: its id. */
async function integrate(api: Target, receiver: Receiver, session: string, observes: string[]): Promise<string> {
  const body = {
    data: {
      type: 'integration',
      name: 'admin events receiver',
      integration_type: 'webhook',
      enabled: true,
      observes,
      configuration: { url: receiver.url, secret_key: SECRET },
    },
  };
  const made = await send(api, 'POST', '/v2/integrations', body, session);
  const text = await made.text();
  expect(made.ok, text).toBe(true);
  return (JSON.parse(text) as { data: { id: string } }).data.id;
}

async function pauseActive(api: Target, session: string): Promise<void> {
  const paused = await send(
    api,
    'POST',
    `/v2/subscriptions/subscriptions/${WELL_KNOWN_IDS.active}/states`,
    pause,
    session,
  );
  expect(paused.ok, await paused.text()).toBe(true);
}

async function listEvents(api: Target, query: string) {
  return (await expectOk(await api.fetch(`${ADMIN}/events${query}`), adminEventsSchema)).data;
}

/** The session's events once `attempts` delivery attempts in all are kept. */
async function settled(api: Target, session: string, attempts: number) {
  await expect
    .poll(async () => (await listEvents(api, `?session=${session}`)).flatMap((one) => one.deliveries).length, {
      timeout: 5_000,
    })
    .toBe(attempts);
  return listEvents(api, `?session=${session}`);
}

describe('admin API: events over real HTTP', () => {
  const api = useTarget('node', { webhookRetries: 'immediate' });
  const receiver = new Receiver();
  beforeAll(() => receiver.start());
  afterAll(() => receiver.close());

  it('GET events lists what a write emitted, with each delivery attempt as sent and as answered', async () => {
    const session = 'admin-events-list';
    const integration = await integrate(api, receiver, session, ['subscription.pending_pause']);
    await pauseActive(api, session);
    const [created, paused, ...rest] = await settled(api, session, 1);
    expect(rest).toEqual([]);
    expect(created).toMatchObject({ key: 'integration.created', resource: { type: 'integration', id: integration } });
    expect(created?.deliveries).toEqual([]);
    expect(paused).toMatchObject({
      key: 'subscription.pending_pause',
      scenario: 'default',
      session,
      resource: { type: 'subscription', id: WELL_KNOWN_IDS.active },
      payload: { data: { id: WELL_KNOWN_IDS.active, type: 'subscription' } },
    });
    // When it happened by the session's clock: after the reference date, not after the clock as it reads now.
    const clock = (await (await api.fetch(`${ADMIN}/clock?session=${session}`)).json()) as { now: string };
    expect(Date.parse(paused?.at ?? '')).toBeGreaterThanOrEqual(Date.parse('2026-01-01T00:00:00Z'));
    expect(Date.parse(paused?.at ?? '')).toBeLessThanOrEqual(Date.parse(clock.now));
    const [attempt] = paused?.deliveries ?? [];
    expect(attempt).toMatchObject({
      integration,
      attempt: 1,
      integration_type: 'webhook',
      succeeded: true,
      status_code: 200,
      request: { url: receiver.url },
      response: { status: 200, body: '{"received":true}' },
    });
    expect(attempt?.error_detail).toBeUndefined();
    expect(Date.parse(attempt?.at ?? '')).toBeGreaterThanOrEqual(Date.parse(paused?.at ?? ''));
    expect(Date.parse(attempt?.at ?? '')).toBeLessThanOrEqual(Date.parse(clock.now));
    // What the bus keeps shows the secret as ***; the receiver got the real one.
    expect(attempt?.request.headers['x-moltin-secret-key']).toBe('***');
    expect(JSON.parse(attempt?.request.body ?? '{}')).toMatchObject({
      id: paused?.id,
      configuration: { secret_key: '***' },
    });
    const [delivery] = receiver.of([paused?.id ?? '']);
    expect(delivery?.headers['x-moltin-secret-key']).toBe(SECRET);
    expect(delivery?.body).toMatchObject({ id: paused?.id, attempt: 1, configuration: { secret_key: SECRET } });
  });

  it('GET events filters by key (exactly), session, scenario and resource, and keeps the newest `limit`', async () => {
    const session = 'admin-events-filter';
    await integrate(api, receiver, session, ['subscription.pending_pause']);
    await pauseActive(api, session);
    const all = await settled(api, session, 1);
    expect(all.map((one) => one.key)).toEqual(['integration.created', 'subscription.pending_pause']);

    const only = await listEvents(api, `?session=${session}&key=subscription.pending_pause`);
    expect(only.map((one) => one.id)).toEqual([all[1]?.id]);
    expect(await listEvents(api, `?session=${session}&key=subscription`)).toEqual([]);
    expect(await listEvents(api, `?session=${session}&resource=${WELL_KNOWN_IDS.active}`)).toEqual(only);
    expect(await listEvents(api, `?session=${session}&scenario=default`)).toEqual(all);
    expect(await listEvents(api, `?session=${session}&scenario=paused`)).toEqual([]);
    expect(await listEvents(api, '?session=no-such-session')).toEqual([]);
    expect(await listEvents(api, `?session=${session}&limit=1`)).toEqual([all[1]]);
    expect(await listEvents(api, `?session=${session}&limit=5`)).toEqual(all);
    expect(await listEvents(api, `?session=${session}&limit=0`)).toEqual([]);
  });

  it.each(['-1', 'abc', '1.5', '', '1234567890'])('GET events with limit=%s is a 400', async (limit) => {
    await expectError(
      await api.fetch(`${ADMIN}/events?limit=${limit}`),
      400,
      `limit must be a whole number, got "${limit}"`,
    );
  });

  it('POST redeliver sends the event again to the integrations that observe it: the next attempt, 202', async () => {
    const session = 'admin-events-redeliver';
    receiver.statuses.push(500, 500, 500, 500, 500);
    const integration = await integrate(api, receiver, session, ['subscription.pending_pause']);
    await pauseActive(api, session);
    // Five attempts (immediate retries), every one answered 500: the job gave up.
    const [, paused] = await settled(api, session, 5);
    const id = paused?.id as string;
    expect(paused?.deliveries.map((one) => [one.attempt, one.succeeded, one.status_code])).toEqual(
      [1, 2, 3, 4, 5].map((attempt) => [attempt, false, 500]),
    );
    expect(paused?.deliveries[0]?.error_detail).toContain('outside of 2xx');
    expect(paused?.deliveries[0]?.response).toEqual({ status: 500, body: '{"received":false}' });

    const answer = await api.fetch(`${ADMIN}/events/${id}/redeliver`, { method: 'POST' });
    expect(answer.headers.get('x-emulator-session')).toBe(session);
    expect((await expectOk(answer, adminRedeliveredSchema, 'default', 202)).data).toEqual({ event: id, queued: 1 });
    const [, again] = await settled(api, session, 6);
    expect(again?.deliveries.at(-1)).toMatchObject({ integration, attempt: 6, succeeded: true, status_code: 200 });
    const sent = receiver.of([id]);
    expect(sent.map((one) => one.body.attempt)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(new Set(sent.map((one) => one.body.id))).toEqual(new Set([id]));
  });

  it('POST redeliver of an event no integration observes queues nothing', async () => {
    const session = 'admin-events-unobserved';
    await integrate(api, receiver, session, ['subscription.canceled']);
    await pauseActive(api, session);
    const [, paused] = await listEvents(api, `?session=${session}`);
    expect(paused?.key).toBe('subscription.pending_pause');
    const answer = await api.fetch(`${ADMIN}/events/${paused?.id}/redeliver`, { method: 'POST' });
    expect((await expectOk(answer, adminRedeliveredSchema, 'default', 202)).data).toEqual({
      event: paused?.id,
      queued: 0,
    });
  });

  it('POST redeliver of an unknown event is a 404; a dropped session takes its events with it, the others stay', async () => {
    const kept = '(the last 10,000 are, but for those of sessions dropped since: GET /__emulator/events)';
    await expectError(
      await api.fetch(`${ADMIN}/events/00000000-0000-4000-8000-000000000000/redeliver`, { method: 'POST' }),
      404,
      `no event 00000000-0000-4000-8000-000000000000 is kept ${kept}`,
    );
    const session = 'admin-events-dropped';
    const other = 'admin-events-not-dropped';
    await integrate(api, receiver, session, ['subscription.pending_pause']);
    await pauseActive(api, session);
    await pauseActive(api, other);
    const [, paused] = await settled(api, session, 1);
    const others = await listEvents(api, `?session=${other}`);
    expect(others.map((event) => event.key)).toEqual(['subscription.pending_pause']);
    await expectOk(await api.fetch(`${ADMIN}/sessions/${session}`, { method: 'DELETE' }), adminDroppedSchema);
    expect(await listEvents(api, `?session=${session}`)).toEqual([]);
    expect(await listEvents(api, `?session=${other}`)).toEqual(others);
    await expectError(
      await api.fetch(`${ADMIN}/events/${paused?.id}/redeliver`, { method: 'POST' }),
      404,
      `no event ${paused?.id} is kept ${kept}`,
    );
  });

  it.each([
    ['no key', '{}'],
    ['a key that is not a string', '{"key":3}'],
    ['a subscription that is not a string', '{"key":"subscription.paused","subscription":7}'],
    ['a JSON array', '[]'],
    ['no body', ''],
  ])('POST events (trigger) with %s is a 400 that shows the body', async (_what, body) => {
    const answer = await api.fetch(`${ADMIN}/events?session=admin-events-trigger-bad`, { method: 'POST', body });
    await expectError(answer, 400, 'send a JSON body {"key": "<event key>", "subscription": "<subscription id>"}');
  });

  it('POST events (trigger) with bad JSON, an unknown scenario or a bad session name is a 400', async () => {
    const bad = await api.fetch(`${ADMIN}/events`, { method: 'POST', body: '{"key":' });
    await expectError(bad, 400, 'not valid JSON');
    const body = JSON.stringify({ key: 'subscription.paused', subscription: WELL_KNOWN_IDS.active });
    await expectError(
      await api.fetch(`${ADMIN}/events?scenario=nope`, { method: 'POST', body }),
      400,
      'unknown scenario',
    );
    const badSession = await api.fetch(`${ADMIN}/events`, {
      method: 'POST',
      body,
      headers: { 'X-Emulator-Session': 'not a name' },
    });
    await expectError(badSession, 400);
  });

  it('POST events (trigger) causes the event in the target session: 201 with what it emitted, delivered', async () => {
    const session = 'admin-events-trigger';
    const integration = await integrate(api, receiver, session, ['subscription.pending_pause']);
    const body = JSON.stringify({ key: 'subscription.pending_pause', subscription: WELL_KNOWN_IDS.active });
    const answer = await api.fetch(`${ADMIN}/events?session=${session}`, { method: 'POST', body });
    expect(answer.headers.get('x-emulator-session')).toBe(session);
    const { data } = await expectOk(answer, adminEventsSchema, 'default', 201);
    const caused = data.find((one) => one.key === 'subscription.pending_pause');
    expect(caused).toMatchObject({ scenario: 'default', session, resource: { id: WELL_KNOWN_IDS.active } });
    const [, kept] = await settled(api, session, 1);
    expect(kept?.id).toBe(caused?.id);
    expect(kept?.deliveries[0]).toMatchObject({ integration, succeeded: true });
    expect(receiver.of([caused?.id ?? ''])).toHaveLength(1);
  });

  it('POST events (trigger) answers what the trigger refuses in the envelope: an unknown key, subscription', async () => {
    const session = 'admin-events-trigger-refused';
    const unknownKey = await api.fetch(`${ADMIN}/events?session=${session}`, {
      method: 'POST',
      body: JSON.stringify({ key: 'subscription.exploded' }),
    });
    await expectError(unknownKey, 400, 'got "subscription.exploded"');
    const unknownSubscription = await api.fetch(`${ADMIN}/events?session=${session}`, {
      method: 'POST',
      body: JSON.stringify({ key: 'subscription.paused', subscription: '00000000-0000-4000-8000-0000000000ff' }),
    });
    await expectError(unknownSubscription, 404, '00000000-0000-4000-8000-0000000000ff');
  });

  it('DELETE events forgets every kept event', async () => {
    const session = 'admin-events-clear';
    await integrate(api, receiver, session, ['subscription.pending_pause']);
    await pauseActive(api, session);
    expect((await listEvents(api, '')).length).toBeGreaterThan(0);
    const cleared = await expectOk(await api.fetch(`${ADMIN}/events`, { method: 'DELETE' }), adminEventsSchema);
    expect(cleared).toEqual({ data: [] });
    expect(await listEvents(api, '')).toEqual([]);
  });
});
