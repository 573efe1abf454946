import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { WELL_KNOWN_IDS } from '../../src/index.js';
import { AUTH, as, MSW_ADAPTERS, send, type Target, useTarget } from '../support/adapters.js';

/**
 * Webhooks in-process, through MSW (setupServer in Node, setupWorker in Chromium): the emulator delivers through the
 * host's `fetch`, so a handler of the test's own receives the events; `waitForEvent` and `events()` see them. Every
 * test writes in its own session.
 */

const HOOK = 'https://hooks.example.test/subscriptions';
const integration = (observes: string[], url = HOOK) => ({
  data: {
    type: 'integration',
    name: 'in-process receiver',
    integration_type: 'webhook',
    enabled: true,
    observes,
    configuration: { url, secret_key: 'hook-secret' },
  },
});

const pause = { data: { type: 'subscription_state', attributes: { action: 'pause' } } };

describe.each(MSW_ADAPTERS)('webhooks in-process via %s', (adapter) => {
  const api = useTarget(adapter, { webhookRetries: 'immediate' });

  it("delivers an event to the test's own handler, with the secret header and the envelope", async () => {
    const session = `hook-${adapter}-delivered`;
    const received: { secret: string | null; body: Record<string, unknown> }[] = [];
    api.msw?.use(
      http.post(HOOK, async ({ request }) => {
        received.push({
          secret: request.headers.get('x-moltin-secret-key'),
          body: (await request.json()) as Record<string, unknown>,
        });
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const made = await send(api, 'POST', '/v2/integrations', integration(['subscription.pending_pause']), session);
    expect(made.status).toBe(200);
    const integrationId = ((await made.json()) as { data: { id: string } }).data.id;
    const paused = await send(
      api,
      'POST',
      `/v2/subscriptions/subscriptions/${WELL_KNOWN_IDS.active}/states`,
      pause,
      session,
    );
    expect(paused.status).toBe(204);

    const event = await api.emulator.waitForEvent('subscription.pending_pause', (one) => one.session === session);
    expect(event?.resource).toEqual({ type: 'subscription', id: WELL_KNOWN_IDS.active });
    await expect.poll(() => received.length, { timeout: 5_000 }).toBe(1);
    const [delivery] = received;
    expect(delivery?.secret).toBe('hook-secret');
    expect(delivery?.body).toMatchObject({
      id: event?.id,
      triggered_by: 'subscription.pending_pause',
      attempt: 1,
      integration: { id: integrationId, integration_type: 'webhook', name: 'in-process receiver' },
      payload: { data: { id: WELL_KNOWN_IDS.active, type: 'subscription' } },
      configuration: { url: HOOK, secret_key: 'hook-secret' },
    });
    expect(typeof delivery?.body.resources).toBe('string');
    await expect
      .poll(() => api.emulator.events({ key: 'subscription.pending_pause', session })[0]?.deliveries.length ?? 0)
      .toBe(1);
    const [attempt] = api.emulator.events({ key: 'subscription.pending_pause', session })[0]?.deliveries ?? [];
    expect(attempt).toMatchObject({ attempt: 1, succeeded: true, status_code: 204, integration: integrationId });
    expect(attempt?.request.headers['x-moltin-secret-key']).toBe('***');
  });

  it('waitForEvent resolves with an event emitted after it was called, and rejects naming what came instead', async () => {
    const session = `hook-${adapter}-wait`;
    const waiting = api.emulator.waitForEvent('subscription.pending_pause', (one) => one.session === session, {
      timeout: 5_000,
    });
    const paused = await send(
      api,
      'POST',
      `/v2/subscriptions/subscriptions/${WELL_KNOWN_IDS.active}/states`,
      pause,
      session,
    );
    expect(paused.status).toBe(204);
    const event = await waiting;
    expect(event).toMatchObject({ key: 'subscription.pending_pause', session, deliveries: [] });
    expect(event.payload).toMatchObject({ data: { id: WELL_KNOWN_IDS.active, meta: { paused: true } } });

    await expect(
      api.emulator.waitForEvent('subscription.closed', (one) => one.session === session, { timeout: 50 }),
    ).rejects.toThrow(/^waitForEvent: no subscription\.closed event that the predicate holds for within 50 ms/);
  });

  it('retries a delivery the handler refuses, each attempt recorded, until it succeeds', async () => {
    const session = `hook-${adapter}-retried`;
    const url = `${HOOK}/flaky`;
    let calls = 0;
    api.msw?.use(
      http.post(url, () => {
        calls++;
        return calls < 3 ? new HttpResponse('not yet', { status: 503 }) : new HttpResponse('ok', { status: 200 });
      }),
    );
    const made = await send(api, 'POST', '/v2/integrations', integration(['subscription.pending_pause'], url), session);
    const integrationId = ((await made.json()) as { data: { id: string } }).data.id;
    await send(api, 'POST', `/v2/subscriptions/subscriptions/${WELL_KNOWN_IDS.active}/states`, pause, session);
    await expect.poll(() => calls, { timeout: 5_000 }).toBe(3);
    await expect
      .poll(() => api.emulator.events({ key: 'subscription.pending_pause', session })[0]?.deliveries.length)
      .toBe(3);
    const attempts = api.emulator.events({ key: 'subscription.pending_pause', session })[0]?.deliveries ?? [];
    expect(attempts.map((one) => [one.attempt, one.succeeded, one.status_code])).toEqual([
      [1, false, 503],
      [2, false, 503],
      [3, true, 200],
    ]);
    expect(attempts[0]?.error_detail).toBe('Received a status code outside of 2xx range - treating webhook as a fail');
    const logs = await api.get(`/v2/integrations/${integrationId}/logs`, as(session));
    expect(logs.status).toBe(200);
    const { data } = (await logs.json()) as { data: { attempt: number; succeeded: boolean; status_code: number }[] };
    expect(data.map((one) => [one.attempt, one.succeeded, one.status_code])).toEqual([
      [1, false, 503],
      [2, false, 503],
      [3, true, 200],
    ]);
  });
});
