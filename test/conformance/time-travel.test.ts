import { describe, expect, it } from 'vitest';
import {
  createEmulator,
  type Invoice,
  invoiceListSchema,
  invoicePaymentListSchema,
  invoiceResponseSchema,
  subscriptionResponseSchema,
  subscriptionStateListSchema,
  WELL_KNOWN_IDS,
} from '../../src/index.js';
import { ADAPTERS, AUTH, SERVER_ADAPTERS, useTarget } from '../support/adapters.js';
import { call, getJson } from '../support/inprocess.js';
import { expectError, expectJson, expectOk } from './expect.js';

const SUBSCRIPTIONS = '/v2/subscriptions/subscriptions';
const DAY = 86_400_000;

describe.each(ADAPTERS)('time and billing via %s', (adapter) => {
  const api = useTarget(adapter);
  const as = (session: string, scenario = 'default') => ({
    'X-Emulator-Session': session,
    'X-Emulator-Scenario': scenario,
  });

  async function read(id: string, session: string, scenario = 'default') {
    return (await expectOk(await api.get(`${SUBSCRIPTIONS}/${id}`, as(session, scenario)), subscriptionResponseSchema))
      .data;
  }
  async function invoices(id: string, session: string, scenario = 'default'): Promise<Invoice[]> {
    const body = await expectOk(
      await api.get(`${SUBSCRIPTIONS}/${id}/invoices?page[limit]=100`, as(session, scenario)),
      invoiceListSchema,
    );
    return body.data;
  }
  function move(id: string, action: string, session: string) {
    return api.fetch(`${SUBSCRIPTIONS}/${id}/states`, {
      method: 'POST',
      headers: { ...AUTH, 'Content-Type': 'application/json', ...as(session) },
      body: JSON.stringify({ data: { type: 'subscription_state', attributes: { action } } }),
    });
  }

  it('a world starts with the paid invoices its past implies, numbered from 1, and invoice_after at the next run', async () => {
    const id = WELL_KNOWN_IDS.active;
    const past = await invoices(id, 'past');
    const { meta, attributes } = await read(id, 'past');
    expect(past.length).toBeGreaterThanOrEqual(1);
    expect(past.map((invoice) => invoice.attributes.number)).toEqual(past.map((_, index) => index + 1));
    expect(past.every((invoice) => !invoice.attributes.outstanding)).toBe(true);
    expect(past.at(-1)?.attributes.billing_period.end).toBe(meta.invoice_after);
    expect(Date.parse(meta.invoice_after)).toBeGreaterThan(Date.parse('2026-01-01T00:00:00Z'));
    for (const invoice of past) {
      expect(invoice.meta).toMatchObject({
        subscription_id: id,
        subscriber_id: attributes.account_id,
        proration_events: [],
      });
      expect(invoice.attributes.invoice_items[0]?.price.currency).toBe(attributes.currency);
    }
  });

  it('an active subscription moved 3 billing intervals has 3 more paid invoices, numbered on, periods contiguous', async () => {
    const id = WELL_KNOWN_IDS.active;
    const before = await invoices(id, 'three');
    const next = Date.parse((await read(id, 'three')).meta.invoice_after);
    // Monthly plan: three runs fall within the next run and two months after it.
    const until = new Date(next + 61 * DAY).toISOString();
    await api.emulator.clock.set(until, { session: 'three' });
    const after = await invoices(id, 'three');
    expect(after).toHaveLength(before.length + 3);
    expect(after.map((invoice) => invoice.attributes.number)).toEqual(after.map((_, index) => index + 1));
    for (const [index, invoice] of after.entries()) {
      expect(invoice.attributes.outstanding).toBe(false);
      const previous = after[index - 1];
      if (previous) expect(invoice.attributes.billing_period.start).toBe(previous.attributes.billing_period.end);
    }
    const { meta } = await read(id, 'three');
    expect(meta.status).toBe('active');
    expect(meta.invoice_after).toBe(after.at(-1)?.attributes.billing_period.end);
    const one = await expectOk(
      await api.get(`${SUBSCRIPTIONS}/${id}/invoices/${after.at(-1)?.id}`, as('three')),
      invoiceResponseSchema,
    );
    expect(one.data).toEqual(after.at(-1));
    const payments = await expectOk(
      await api.get(`${SUBSCRIPTIONS}/${id}/invoices/${after.at(-1)?.id}/payments`, as('three')),
      invoicePaymentListSchema,
    );
    expect(payments.data).toHaveLength(1);
    expect(payments.data[0]?.attributes).toMatchObject({ success: true, gateway: 'elastic_path_payments_stripe' });
    expect(payments.data[0]?.meta.invoice_id).toBe(after.at(-1)?.id);
    expect((await invoices(id, 'default')).length).toBe(before.length);
  });

  it('a paused subscription moved past invoice_after turns inactive with no invoice; resumed, the next run invoices it', async () => {
    const id = WELL_KNOWN_IDS.active;
    expect((await move(id, 'pause', 'pause-run')).status).toBe(204);
    const before = await invoices(id, 'pause-run');
    const due = (await read(id, 'pause-run')).meta.invoice_after;
    await api.emulator.clock.set(due, { session: 'pause-run' });
    const paused = await read(id, 'pause-run');
    expect(paused.meta).toMatchObject({ status: 'inactive', paused: true });
    expect(await invoices(id, 'pause-run')).toHaveLength(before.length);
    expect((await move(id, 'resume', 'pause-run')).status).toBe(204);
    expect((await read(id, 'pause-run')).meta).toMatchObject({ status: 'inactive', paused: false });
    const next = (await read(id, 'pause-run')).meta.invoice_after;
    await api.emulator.clock.set(next, { session: 'pause-run' });
    expect((await read(id, 'pause-run')).meta.status).toBe('active');
    const after = await invoices(id, 'pause-run');
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)?.attributes).toMatchObject({ outstanding: false, billing_period: { start: next } });
    const states = await expectOk(
      await api.get(`${SUBSCRIPTIONS}/${id}/states`, as('pause-run')),
      subscriptionStateListSchema,
    );
    expect(states.data.map((state) => state.attributes.action)).toEqual(['pause', 'resume']);
  });

  it('a canceled subscription turns inactive at its end date and is never invoiced again', async () => {
    const id = WELL_KNOWN_IDS.canceled;
    const before = await invoices(id, 'cancel-run');
    const { meta } = await read(id, 'cancel-run');
    await api.emulator.clock.advance('P90D', { session: 'cancel-run' });
    expect((await read(id, 'cancel-run')).meta).toMatchObject({
      status: 'inactive',
      canceled: true,
      timestamps: { end_date: meta.timestamps.end_date },
    });
    expect(await invoices(id, 'cancel-run')).toHaveLength(before.length);
  });

  it('in payments-failing, 40 days end in the dunning action: 11 payments, payment_retries_limit_reached', async () => {
    const id = WELL_KNOWN_IDS.active;
    const scenario = 'payments-failing';
    const before = await invoices(id, 'dunning', scenario);
    await api.emulator.clock.advance('P40D', { scenario, session: 'dunning' });
    const { meta, state } = await read(id, 'dunning', scenario);
    expect(meta).toMatchObject({ status: 'inactive', suspended: true, closed: false });
    expect(state).toBeUndefined();
    const after = await invoices(id, 'dunning', scenario);
    expect(after).toHaveLength(before.length + 1);
    const failed = after.at(-1) as Invoice;
    expect(failed.attributes).toMatchObject({ outstanding: true, payment_retries_limit_reached: true });
    const payments = await expectOk(
      await api.get(`${SUBSCRIPTIONS}/${id}/invoices/${failed.id}/payments?page[limit]=100`, as('dunning', scenario)),
      invoicePaymentListSchema,
    );
    expect(payments.data).toHaveLength(11);
    expect(payments.data.every((payment) => !payment.attributes.success && payment.attributes.failure_detail)).toBe(
      true,
    );
    const times = payments.data.map((payment) => Date.parse(payment.meta.timestamps.created_at));
    expect(times.slice(1).map((time, index) => time - (times[index] as number))).toEqual(Array(10).fill(DAY));
    // The scenario's world and other sessions are untouched.
    expect((await read(id, 'other', scenario)).meta.status).toBe('active');
    expect(await invoices(id, 'default', scenario)).toHaveLength(before.length);
  });

  it('the clock never goes back; moving it is a write into the session', async () => {
    await api.emulator.clock.advance('P1D', { session: 'back' });
    expect(api.emulator.clock.now({ session: 'back' })).toBe('2026-01-02T00:00:00Z');
    await expect(api.emulator.clock.set('2026-01-01T12:00:00Z', { session: 'back' })).rejects.toThrow(
      /only moves forward/,
    );
    await expect(api.emulator.clock.advance('30 days', { session: 'back' })).rejects.toThrow(/ISO 8601 duration/);
    expect(api.emulator.clock.now({ session: 'back' })).toBe('2026-01-02T00:00:00Z');
    expect(api.emulator.clock.now({ session: 'untouched' })).toBe('2026-01-01T00:00:00Z');
    // A write after a move is dated by the moved clock.
    expect((await move(WELL_KNOWN_IDS.active, 'pause', 'back')).status).toBe(204);
    expect((await read(WELL_KNOWN_IDS.active, 'back')).meta.timestamps.paused_at).toBe('2026-01-02T00:00:00Z');
  });

  it('unknown invoices and payments are 404s, non-UUID subscriptions a 400', async () => {
    const id = WELL_KNOWN_IDS.active;
    const missing = '00000000-0000-4000-8000-000000000999';
    await expectError(await api.get(`${SUBSCRIPTIONS}/${id}/invoices/${missing}`), 404, missing);
    await expectError(await api.get(`${SUBSCRIPTIONS}/${missing}/invoices`), 404, missing);
    await expectError(await api.get(`${SUBSCRIPTIONS}/nope/invoices`), 400, 'UUID', { title: 'Validation Error' });
    const [first] = await invoices(id, 'default');
    await expectError(
      await api.get(`/subscriptions/subscriptions/${id}/invoices/${first?.id}/payments/${missing}`),
      404,
      missing,
    );
  });
});

describe.each(SERVER_ADAPTERS)('time and billing: the clock over real HTTP', (adapter) => {
  const api = useTarget(adapter);

  it('GET and POST /__emulator/clock, for the request’s scenario and session', async () => {
    const get = await api.fetch('/__emulator/clock?session=http');
    expect(await expectJson(get, 200)).toEqual({
      now: '2026-01-01T00:00:00Z',
      scenario: 'default',
      session: 'http',
    });
    const post = await api.fetch('/__emulator/clock', {
      method: 'POST',
      headers: { 'X-Emulator-Session': 'http', 'X-Emulator-Scenario': 'paused' },
      body: JSON.stringify({ advance: 'P30DT12H' }),
    });
    expect(await expectJson(post, 200, 'paused')).toEqual({
      now: '2026-01-31T12:00:00Z',
      scenario: 'paused',
      session: 'http',
    });
    const to = await api.fetch('/__emulator/clock?session=http&scenario=paused', {
      method: 'POST',
      body: JSON.stringify({ to: '2026-03-01T00:00:00Z' }),
    });
    expect(((await expectJson(to, 200)) as { now: string }).now).toBe('2026-03-01T00:00:00Z');
    const back = await api.fetch('/__emulator/clock?session=http&scenario=paused', {
      method: 'POST',
      body: JSON.stringify({ to: '2026-02-01T00:00:00Z' }),
    });
    await expectError(back, 400, 'only moves forward');
    await expectError(
      await api.fetch('/__emulator/clock', { method: 'POST', body: JSON.stringify({}) }),
      400,
      'advance',
    );
    await expectError(
      await api.fetch('/__emulator/clock', { method: 'POST', body: JSON.stringify({ advance: 'P1X' }) }),
      400,
      'ISO 8601',
    );
    await expectError(await api.fetch('/__emulator/clock?scenario=nope'), 400, 'unknown scenario');
  });
});

describe('time and billing: the dunning action', () => {
  it.each(['close', 'none'] as const)('--dunning-action %s', async (dunningAction) => {
    const emulator = createEmulator({ dunningAction, scenario: 'payments-failing' });
    await emulator.clock.advance('P40D');
    const response = await getJson(emulator, `${SUBSCRIPTIONS}/${WELL_KNOWN_IDS.active}`);
    const { meta } = subscriptionResponseSchema.parse(response.body).data;
    expect(meta).toMatchObject(
      dunningAction === 'close'
        ? { closed: true, status: 'inactive' }
        : { closed: false, suspended: false, status: 'active' },
    );
  });

  it('the same moves give the same bytes', async () => {
    const bodies = await Promise.all(
      [1, 2].map(async () => {
        const emulator = createEmulator({ scenario: 'payments-failing' });
        await emulator.clock.advance('P20D');
        await emulator.clock.advance('PT36H');
        const read = async (path: string) => (await call(emulator, `${path}?page[limit]=100`)).text();
        return Promise.all([read(`${SUBSCRIPTIONS}`), read(`${SUBSCRIPTIONS}/${WELL_KNOWN_IDS.active}/invoices`)]);
      }),
    );
    expect(bodies[0]).toEqual(bodies[1]);
  });
});
