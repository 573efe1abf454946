import { describe, expect, it } from 'vitest';
import { createEmulator, type EmulatorOptions, WELL_KNOWN_IDS } from '../../src/index.js';
import { ADAPTERS, AUTH, as, send, type Target, useTarget } from '../support/adapters.js';

/**
 * Snapshots through every adapter (and in Chromium through setupWorker): a session's writes, clock moves and
 * integrations, taken with `emulator.snapshot()` and restored with `restore()` into another emulator started alike,
 * answer byte for byte as the first; the restored state is the baseline `reset()` goes back to; a snapshot of other
 * settings or a newer format is refused with a message that says why.
 */

const OPTIONS: EmulatorOptions = { apiVersion: '2026', seed: 7 };
const SUBSCRIPTION = `/v2/subscriptions/subscriptions/${WELL_KNOWN_IDS.active}`;
/** Answers that show what the writes did. */
const READS = [
  '/v2/application-keys?page[limit]=100',
  `${SUBSCRIPTION}?include=plans,pricing_options`,
  `${SUBSCRIPTION}/states`,
  `${SUBSCRIPTION}/invoices?page[limit]=100`,
  '/v2/subscriptions/invoices?page[limit]=100',
  '/v2/subscriptions/subscribers?page[limit]=100',
  '/v2/integrations',
];

/** Every read's status and body in `session`. */
async function answers(api: Target, session: string): Promise<string[]> {
  const out: string[] = [];
  for (const path of READS) {
    const answer = await api.get(path, as(session));
    out.push(`${answer.status} ${await answer.text()}`);
  }
  return out;
}

describe.each(ADAPTERS)('snapshots via %s', (adapter) => {
  const api = useTarget(adapter, OPTIONS);

  it('restored into another emulator, a session answers byte for byte as it did', async () => {
    const session = `snap-${adapter}`;
    const key = await send(
      api,
      'POST',
      '/v2/application-keys',
      { data: { type: 'application_key', name: 'snapshot key', reserved_rate_limit: 0 } },
      session,
    );
    expect(key.status).toBe(201);
    const integration = await send(
      api,
      'POST',
      '/v2/integrations',
      {
        data: {
          type: 'integration',
          name: 'kept',
          integration_type: 'aws_sqs',
          observes: ['subscription.pending_pause'],
          configuration: {
            url: 'https://sqs.eu-west-1.amazonaws.com/123456789/queue',
            aws_access_key_id: 'AKIAEXAMPLEKEY',
            aws_secret_access_key: 'example-secret-access-key',
            region: 'eu-west-1',
          },
        },
      },
      session,
    );
    expect(integration.status).toBe(200);
    const pause = { data: { type: 'subscription_state', attributes: { action: 'pause' } } };
    expect((await send(api, 'POST', `${SUBSCRIPTION}/states`, pause, session)).status).toBe(204);
    await api.emulator.clock.advance('P45D', { session });
    const before = await answers(api, session);

    const snapshot = api.emulator.snapshot({ session });
    expect(snapshot).toMatchObject({ format: 'commerce-emulator/snapshot', version: 1, seed: 7, api_version: '2026' });
    expect(snapshot.sessions.map((one) => [one.session, one.steps.length])).toEqual([[session, 4]]);
    // Through JSON, as a file or the admin API would carry it.
    const carried = JSON.parse(JSON.stringify(snapshot));

    const other = createEmulator(OPTIONS);
    await other.restore(carried);
    for (const [index, path] of READS.entries()) {
      // On the same origin: links are built on it.
      const answer = await other.request(`${api.base}${path}`, { headers: { ...AUTH, ...as(session) } });
      expect(`${answer.status} ${await answer.text()}`, path).toBe(before[index]);
    }
    expect(other.clock.now({ session })).toBe(api.emulator.clock.now({ session }));
    // The history restored is the session's own: a snapshot of it is the same document.
    expect(JSON.stringify(other.snapshot({ session }).sessions)).toBe(JSON.stringify(snapshot.sessions));

    // A write after the restore, then reset: back to the restored state, not to nothing.
    await other.request('/v2/application-keys', {
      method: 'POST',
      headers: { ...AUTH, 'Content-Type': 'application/json', ...as(session) },
      body: JSON.stringify({ data: { type: 'application_key', name: 'after the restore', reserved_rate_limit: 0 } }),
    });
    other.reset();
    const keys = await other.request(`${api.base}${READS[0]}`, { headers: { ...AUTH, ...as(session) } });
    expect(`${keys.status} ${await keys.text()}`).toBe(before[0]);
  });

  it('refuses a snapshot of other settings, of a newer format, or of an unknown scenario, saying why', async () => {
    const snapshot = api.emulator.snapshot();
    await expect(createEmulator({ ...OPTIONS, seed: 8 }).restore(snapshot)).rejects.toThrow(
      "the snapshot was taken with seed 7, this emulator runs with 8: its sessions would not come out the same; start the emulator as the snapshot's was",
    );
    await expect(createEmulator(OPTIONS).restore({ ...snapshot, version: 99 })).rejects.toThrow(
      /^the snapshot is of format version 99, newer than this emulator's 1 \(commerce-emulator /,
    );
    await expect(createEmulator(OPTIONS).restore({ hello: 'world' })).rejects.toThrow(
      'not a snapshot: a snapshot is a JSON object with "format": "commerce-emulator/snapshot"',
    );
    const unknown = { ...snapshot, sessions: [{ scenario: 'nope', session: 'x', steps: [] }] };
    await expect(createEmulator(OPTIONS).restore(unknown)).rejects.toThrow(
      'sessions[0]: this emulator has no scenario "nope"',
    );
  });
});
