import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEmulator, WELL_KNOWN_IDS } from '../src/index.js';

/**
 * An event's deliveries to all the integrations observing it wait as one entry, each becoming a job when its first
 * attempt starts: what waits is still every delivery, in a snapshot, in the jobs listed, and once delivered.
 */

const AUTH = { authorization: 'Bearer test' };
const HOOK = 'https://hooks.example.test/fanout';
const OPTIONS = { apiVersion: '2026', webhookRetries: 'immediate', seed: 3 } as const;
const PAUSE_BODY = { data: { type: 'subscription_state', attributes: { action: 'pause' } } };
const PAUSE = `/v2/subscriptions/subscriptions/${WELL_KNOWN_IDS.active}/states`;

type Emulator = ReturnType<typeof createEmulator>;

async function call(emulator: Emulator, method: string, path: string, session: string, body?: unknown) {
  const headers = { ...AUTH, 'x-emulator-session': session, 'content-type': 'application/json' };
  const init = body === undefined ? { method, headers } : { method, headers, body: JSON.stringify(body) };
  const answer = await emulator.request(`http://localhost${path}`, init);
  return { status: answer.status, body: (await answer.json().catch(() => undefined)) as { data: unknown } };
}

/** Three webhook integrations in `session`, each observing the pause's event. */
async function threeReceivers(emulator: Emulator, session: string): Promise<string[]> {
  const ids: string[] = [];
  for (const name of ['first', 'second', 'third']) {
    const made = await call(emulator, 'POST', '/v2/integrations', session, {
      data: {
        type: 'integration',
        name,
        integration_type: 'webhook',
        observes: ['subscription.pending_pause'],
        configuration: { url: `${HOOK}/${name}`, secret_key: 's' },
      },
    });
    expect(made.status).toBe(200);
    ids.push((made.body.data as { id: string }).id);
  }
  return ids;
}

/** A `fetch` that records what it was sent and answers 204. */
function receiver() {
  const got: { url: string; job: string; event: string }[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as { id: string; integration: { id: string } };
    got.push({ url: String(url), job: `${body.id}/${body.integration.id}`, event: body.id });
    return new Response(null, { status: 204 });
  });
  return { got, fetch };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('an event to several integrations', () => {
  it('is delivered to each, in their order, and each job is listed under its integration with the id its log names', async () => {
    const { got, fetch } = receiver();
    vi.stubGlobal('fetch', fetch);
    const emulator = createEmulator(OPTIONS);
    const session = 'fanout-delivered';
    const integrations = await threeReceivers(emulator, session);
    expect((await call(emulator, 'POST', PAUSE, session, PAUSE_BODY)).status).toBe(204);
    await expect.poll(() => got.length, { timeout: 5_000 }).toBe(3);
    expect(got.map((one) => one.url)).toEqual(['first', 'second', 'third'].map((name) => `${HOOK}/${name}`));
    const [event] = emulator.events({ key: 'subscription.pending_pause', session });
    expect(new Set(got.map((one) => one.event))).toEqual(new Set([event?.id]));
    for (const integration of integrations) {
      const jobs = await call(emulator, 'GET', `/v2/integrations/${integration}/jobs`, session);
      const listed = (jobs.body.data as { id: string }[]).map((job) => job.id);
      expect(listed).toHaveLength(1);
      const logs = await call(emulator, 'GET', `/v2/integrations/${integration}/logs`, session);
      const logged = logs.body.data as { relationships: { job: { data: { id: string } } }; succeeded: boolean }[];
      expect(logged.map((log) => [log.relationships.job.data.id, log.succeeded])).toEqual([[listed[0], true]]);
    }
    // Three integrations, three distinct jobs.
    const all = await Promise.all(
      integrations.map(async (integration) => {
        const jobs = await call(emulator, 'GET', `/v2/integrations/${integration}/jobs`, session);
        return (jobs.body.data as { id: string }[])[0]?.id;
      }),
    );
    expect(new Set(all).size).toBe(3);
  });

  it('waiting, is kept whole by a snapshot and delivered to all three by the emulator it is restored into', async () => {
    const quiet = receiver();
    vi.stubGlobal('fetch', quiet.fetch);
    const emulator = createEmulator(OPTIONS);
    const session = 'fanout-snapshot';
    const integrations = await threeReceivers(emulator, session);
    await call(emulator, 'POST', PAUSE, session, PAUSE_BODY);
    // Taken in the same turn as the write: nothing has been delivered yet.
    const snapshot = emulator.snapshot({ session });
    const jobsBefore = await Promise.all(
      integrations.map(
        async (integration) =>
          (
            (await call(emulator, 'GET', `/v2/integrations/${integration}/jobs`, session)).body.data as { id: string }[]
          )[0]?.id,
      ),
    );
    const carried = JSON.parse(JSON.stringify(snapshot)) as { sessions: { deliveries?: { pending: unknown[] } }[] };
    expect(carried.sessions[0]?.deliveries?.pending).toHaveLength(3);

    // The first emulator delivers its own (through the host's fetch as it is at each attempt), before the switch.
    await expect.poll(() => quiet.got.length, { timeout: 5_000 }).toBe(3);
    const later = receiver();
    vi.stubGlobal('fetch', later.fetch);
    const other = createEmulator(OPTIONS);
    await other.restore(carried);
    await expect.poll(() => later.got.length, { timeout: 5_000 }).toBe(3);
    expect(later.got.map((one) => one.url).sort()).toEqual(
      ['first', 'second', 'third'].map((name) => `${HOOK}/${name}`),
    );
    for (const [index, integration] of integrations.entries()) {
      const logs = await call(other, 'GET', `/v2/integrations/${integration}/logs`, session);
      const logged = logs.body.data as { relationships: { job: { data: { id: string } } } }[];
      expect(logged.map((log) => log.relationships.job.data.id)).toEqual([jobsBefore[index]]);
    }
  });
});
