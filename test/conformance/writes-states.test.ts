import { describe, expect, it } from 'vitest';
import {
  type SubscriptionResponse,
  subscriptionListSchema,
  subscriptionResponseSchema,
  subscriptionStateListSchema,
  WELL_KNOWN_IDS,
} from '../../src/index.js';
import { ADAPTERS, AUTH, type Target, useTarget } from '../support/adapters.js';
import { expectError, expectOk } from './expect.js';

const SUBSCRIPTIONS = '/v2/subscriptions/subscriptions';

function move(api: Target, id: string, action: string, session: string, query = '') {
  return api.fetch(`${SUBSCRIPTIONS}/${id}/states${query}`, {
    method: 'POST',
    headers: { ...AUTH, 'Content-Type': 'application/json', 'X-Emulator-Session': session },
    body: JSON.stringify({ data: { type: 'subscription_state', attributes: { action } } }),
  });
}

async function read(api: Target, id: string, session: string, query = ''): Promise<SubscriptionResponse> {
  const response = await api.get(`${SUBSCRIPTIONS}/${id}${query}`, { 'X-Emulator-Session': session });
  return expectOk(response, subscriptionResponseSchema);
}

async function states(api: Target, id: string, session: string, path = SUBSCRIPTIONS) {
  const response = await api.get(`${path}/${id}/states`, { 'X-Emulator-Session': session });
  return (await expectOk(response, subscriptionStateListSchema)).data;
}

describe.each(ADAPTERS)('subscription state writes via %s', (adapter) => {
  const api = useTarget(adapter);
  const ID = WELL_KNOWN_IDS.active;

  it('pause is a 204 with no body; the subscription then reads paused in meta and in state, still active', async () => {
    const response = await move(api, ID, 'pause', 'pause');
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    const { data } = await read(api, ID, 'pause');
    expect(data.meta).toMatchObject({ paused: true, canceled: false, status: 'active' });
    expect(data.meta.timestamps.paused_at).toBe('2026-01-01T00:00:00Z');
    expect(data.meta.timestamps.updated_at).toBe('2026-01-01T00:00:00Z');
    expect(data.state).toMatchObject({
      attributes: { action: 'pause' },
      meta: { paused: true, created_at: '2026-01-01T00:00:00Z' },
    });
    expect(data.meta.state).toEqual(data.state);
    expect((await read(api, ID, 'default')).data.meta.paused).toBe(false);
  });

  it('resume then cancel, each a second later; the states list holds them oldest first', async () => {
    expect(await states(api, ID, 'cycle')).toEqual([]);
    for (const action of ['pause', 'resume', 'cancel']) expect((await move(api, ID, action, 'cycle')).status).toBe(204);
    const { data } = await read(api, ID, 'cycle');
    expect(data.meta).toMatchObject({ paused: false, canceled: true, status: 'active' });
    const t = data.meta.timestamps;
    expect([t.paused_at, t.resumed_at, t.canceled_at]).toEqual([
      '2026-01-01T00:00:00Z',
      '2026-01-01T00:00:01Z',
      '2026-01-01T00:00:02Z',
    ]);
    expect(t.end_date).toBe(data.meta.invoice_after);
    const list = await states(api, ID, 'cycle');
    expect(list.map((state) => state.attributes.action)).toEqual(['pause', 'resume', 'cancel']);
    expect(list.at(-1)).toEqual(data.state);
    expect(list[0]?.meta).toMatchObject({ paused: true, canceled: false });
    expect(await states(api, ID, 'cycle', '/subscriptions/subscriptions')).toEqual(list);
  });

  it('a resume after a cancel clears the cancel and its end date', async () => {
    await move(api, ID, 'cancel', 'uncancel');
    expect((await move(api, ID, 'resume', 'uncancel')).status).toBe(204);
    const { data } = await read(api, ID, 'uncancel');
    expect(data.meta).toMatchObject({ canceled: false, paused: false, status: 'active' });
    expect(data.meta.timestamps.end_date).toBeUndefined();
  });

  it.each([
    ['resume', [], 'neither paused nor canceled'],
    ['pause', ['pause'], 'already paused'],
    ['cancel', ['cancel'], 'already canceled'],
    ['pause', ['cancel'], 'canceled'],
  ])('%s after %j is a 422 saying why, and changes nothing', async (action, before, why) => {
    const session = `refuse-${action}-${before.join('-')}`;
    for (const earlier of before) expect((await move(api, ID, earlier, session)).status).toBe(204);
    const was = await read(api, ID, session);
    await expectError(await move(api, ID, action, session), 422, why);
    expect(await read(api, ID, session)).toEqual(was);
  });

  it('a closed subscription takes no move; a move its plan does not allow is a 422 naming the flag', async () => {
    await expectError(await move(api, WELL_KNOWN_IDS.closed, 'resume', 'closed'), 422, 'closed');
    const page = await expectOk(
      await api.get(`${SUBSCRIPTIONS}?scenario=many-subscriptions&include=plans&page[limit]=100`),
      subscriptionListSchema,
    );
    const noPause = new Set(
      (page.included?.plans ?? []).filter((plan) => !plan.attributes.can_pause).map((plan) => plan.id),
    );
    const target = page.data.find(
      (s) => noPause.has(s.attributes.plan_id) && s.meta.status === 'active' && !s.meta.paused && !s.meta.canceled,
    );
    expect(target, 'many-subscriptions has an active subscription on a plan without can_pause').toBeDefined();
    await expectError(
      await move(api, target?.id as string, 'pause', 'plan', '?scenario=many-subscriptions'),
      422,
      'can_pause: false',
    );
  });

  it('a world’s own history is listed: the resumed subscription was paused, then resumed', async () => {
    const list = await states(api, WELL_KNOWN_IDS.resumed, 'default');
    expect(list.map((state) => state.attributes.action)).toEqual(['pause', 'resume']);
    expect(list.at(-1)).toEqual((await read(api, WELL_KNOWN_IDS.resumed, 'default')).data.state);
  });

  it('bodies are checked before the record; an unknown subscription is a 404; a non-UUID a 400', async () => {
    const missing = '00000000-0000-4000-8000-000000000999';
    await expectError(await move(api, missing, 'pause', 'errors'), 404, missing);
    await expectError(await move(api, missing, 'stop', 'errors'), 400, 'data.attributes.action');
    await expectError(await move(api, 'nope', 'pause', 'errors'), 400, 'UUID', { title: 'Validation Error' });
    await expectError(await api.get(`${SUBSCRIPTIONS}/${missing}/states`), 404, missing);
    const text = await api.fetch(`${SUBSCRIPTIONS}/${ID}/states`, {
      method: 'POST',
      headers: { ...AUTH, 'Content-Type': 'text/plain' },
      body: 'pause',
    });
    await expectError(text, 415);
  });

  it('the list and include show the session’s records', async () => {
    await move(api, ID, 'pause', 'listed');
    const page = await expectOk(
      await api.get(`${SUBSCRIPTIONS}?include=plans`, { 'X-Emulator-Session': 'listed' }),
      subscriptionListSchema,
    );
    expect(page.data.find((s) => s.id === ID)?.meta.paused).toBe(true);
    const one = await read(api, ID, 'listed', '?include=plans');
    expect(one.included).toEqual(one.data.included);
    expect(one.data.meta.paused).toBe(true);
  });
});
