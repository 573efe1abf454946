import { describe, expect, it } from 'vitest';
import type { ApiVersion } from '../../src/index.js';
import {
  jobList2026Schema,
  jobListSchema,
  scheduleList2026Schema,
  scheduleListSchema,
  scheduleResponse2026Schema,
  scheduleResponseSchema,
} from '../../src/schemas/index.js';
import { ADAPTERS, AUTH, as, send, type Target, useTarget } from '../support/adapters.js';
import { expectCreated, expectError, expectOk } from './expect.js';

/**
 * Schedules in both API versions, through every adapter: their CRUD and answers, the 400 of a bad specification or
 * time zone naming the field, and the jobs they start as the session's clock passes their fire times (wall-clock
 * times of their time zone, across daylight-saving changes), only after they were written, never after they were
 * deleted, and no more than the cap in one move. Every test writes in its own session.
 */

const SCHEDULES = '/v2/subscriptions/schedules';
const JOBS = '/v2/subscriptions/jobs';
const UNKNOWN = 'ffffffff-ffff-4fff-bfff-ffffffffffff';
const NOW = '2026-01-01T00:00:00Z';
const VERSIONS: readonly ApiVersion[] = ['2024', '2026'];
const CASES = ADAPTERS.flatMap((adapter) => VERSIONS.map((version) => [adapter, version] as const));

const schedule = (attributes: Record<string, unknown>) => ({
  data: {
    type: 'subscription_schedule',
    attributes: {
      specification: '30 0 * * *',
      location: 'Europe/London',
      job: { job_type: 'billing-run' },
      ...attributes,
    },
  },
});

describe.each(CASES)('schedules via %s, API %s', (adapter, version) => {
  const api = useTarget(adapter, { apiVersion: version });
  const schemas =
    version === '2024'
      ? { one: scheduleResponseSchema, list: scheduleListSchema, jobs: jobListSchema }
      : { one: scheduleResponse2026Schema, list: scheduleList2026Schema, jobs: jobList2026Schema };
  const create = async (session: string, attributes: Record<string, unknown> = {}) =>
    (await expectCreated(await send(api, 'POST', SCHEDULES, schedule(attributes), session), schemas.one)).data;
  const jobs = async (session: string) =>
    (await expectOk(await api.get(`${JOBS}?page[limit]=100`, as(session)), schemas.jobs)).data;
  const total = async (session: string) =>
    (await expectOk(await api.get(`${JOBS}?page[limit]=1`, as(session)), schemas.jobs)).meta.results.total;

  it('CreateSchedule, GetSchedule, ListSchedules, UpdateSchedule, DeleteSchedule', async () => {
    const session = `${version}-crud`;
    const made = await create(session, { name: 'Nightly billing', external_ref: 'nightly' });
    expect(made).toEqual({
      id: expect.any(String),
      type: 'subscription_schedule',
      attributes: {
        name: 'Nightly billing',
        external_ref: 'nightly',
        specification: '30 0 * * *',
        location: 'Europe/London',
        job: { job_type: 'billing-run' },
        created_at: NOW,
        updated_at: NOW,
      },
      meta: { scheduled_for: '2026-01-01T00:30:00Z', owner: 'store', timestamps: { created_at: NOW, updated_at: NOW } },
    });
    expect((await expectOk(await api.get(`${SCHEDULES}/${made.id}`, as(session)), schemas.one)).data).toEqual(made);
    const other = await create(session, { external_ref: 'other', specification: '0 6 * * MON-FRI', location: 'UTC' });
    const listed = await expectOk(
      await api.get(`${SCHEDULES}?filter=eq(external_ref,other)`, as(session)),
      schemas.list,
    );
    expect(listed.data.map((one) => one.id)).toEqual([other.id]);
    expect(listed.data[0]?.meta.scheduled_for).toBe('2026-01-01T06:00:00Z');
    const changed = await expectOk(
      await send(
        api,
        'PUT',
        `${SCHEDULES}/${made.id}`,
        {
          data: {
            id: made.id,
            type: 'subscription_schedule',
            attributes: {
              name: null,
              specification: '0 9 * * *',
              location: 'America/New_York',
              job: { job_type: 'payment-run' },
            },
          },
        },
        session,
      ),
      schemas.one,
    );
    expect(changed.data.attributes).toEqual({
      external_ref: 'nightly',
      specification: '0 9 * * *',
      location: 'America/New_York',
      job: { job_type: 'payment-run' },
      created_at: NOW,
      updated_at: '2026-01-01T00:00:02Z',
    });
    expect(changed.data.meta.scheduled_for).toBe('2026-01-01T14:00:00Z');
    const gone = await send(api, 'DELETE', `${SCHEDULES}/${made.id}`, undefined, session);
    expect(gone.status).toBe(204);
    await expectError(await api.get(`${SCHEDULES}/${made.id}`, as(session)), 404, 'schedule not found');
    await expectError(await api.get(`${SCHEDULES}/${UNKNOWN}`, as(session)), 404, 'schedule not found');
    await expectError(
      await send(
        api,
        'PUT',
        `${SCHEDULES}/${UNKNOWN}`,
        { data: { id: UNKNOWN, type: 'subscription_schedule', attributes: {} } },
        session,
      ),
      404,
      'schedule not found',
    );
    await expectError(
      await send(api, 'DELETE', `${SCHEDULES}/${UNKNOWN}`, undefined, session),
      404,
      'schedule not found',
    );
  });

  it.each([
    ['0 25 * * *', 'hour 25 is out of range (0-23)'],
    ['* * * *', 'it has 4 fields, not 5'],
    ['*/0 * * * *', 'minute step "0" must be a whole number from 1 to 59'],
    ['*/60 * * * *', 'minute step "60" must be a whole number from 1 to 59'],
    ['5-1 * * * *', 'minute range "5-1" must start no later than it ends'],
    ['0 0 0 * *', 'day of month 0 is out of range (1-31)'],
    ['0 0 31 FEB *', 'never fires'],
    ['0 0 * JANUARY *', 'month "JANUARY" is not a number 1-12 or JAN-DEC'],
    ['0 0 * * 8', 'day of week 8 is out of range (0-7)'],
    ['0,,5 * * * *', 'empty list item'],
    ['@daily', 'it has 1 fields, not 5'],
  ])('a bad specification %j is a 400 naming the field: %s', async (specification, why) => {
    const response = await send(api, 'POST', SCHEDULES, schedule({ specification }), `${version}-bad`);
    const body = await expectError(response, 400, `data.attributes.specification must be five fields`);
    expect(body.errors[0]?.detail).toContain(why);
  });

  it('a bad time zone, or a job the emulator does not start from a schedule, is a 400 naming the field', async () => {
    const session = `${version}-bad-zone`;
    await expectError(
      await send(api, 'POST', SCHEDULES, schedule({ location: 'Mars/Olympus_Mons' }), session),
      400,
      'data.attributes.location must be an IANA time zone name',
    );
    await expectError(
      await send(api, 'POST', SCHEDULES, schedule({ location: '' }), session),
      400,
      'data.attributes.location',
    );
    const made = await create(session);
    await expectError(
      await send(
        api,
        'PUT',
        `${SCHEDULES}/${made.id}`,
        { data: { id: made.id, type: 'subscription_schedule', attributes: { specification: '61 * * * *' } } },
        session,
      ),
      400,
      'minute 61 is out of range',
    );
    await expectError(await send(api, 'POST', SCHEDULES, schedule({ name: 'ab' }), session), 400, 'name');
    const refused = version === '2024' ? 'import' : 'notification-run';
    await expectError(
      await send(api, 'POST', SCHEDULES, schedule({ job: { job_type: refused } }), session),
      400,
      'data.attributes.job.job_type',
    );
    const other = version === '2024' ? 'notification-run' : 'tax-run';
    await expectError(
      await send(api, 'POST', SCHEDULES, schedule({ job: { job_type: other } }), session),
      400,
      'job_type',
    );
  });

  it('fires only after it was made, makes its jobs dated then, which run; a deleted schedule fires no more', async () => {
    const session = `${version}-fires`;
    const made = await create(session, {
      specification: '* * * * *',
      location: 'UTC',
      job: { job_type: 'payment-run' },
    });
    expect(made.meta.scheduled_for).toBe('2026-01-01T00:01:00Z');
    await api.emulator.clock.advance('PT3M', { session });
    const fired = await jobs(session);
    expect(fired.map((one) => [one.attributes.job_type, one.attributes.created_at, one.attributes.status])).toEqual([
      ['payment-run', '2026-01-01T00:01:00Z', 'success'],
      ['payment-run', '2026-01-01T00:02:00Z', 'success'],
      ['payment-run', '2026-01-01T00:03:00Z', 'pending'],
    ]);
    expect(fired[0]?.meta.report).toEqual({ total_payment_attempts: 0, failed_payments: 0, total_collected: {} });
    expect(await send(api, 'DELETE', `${SCHEDULES}/${made.id}`, undefined, session)).toHaveProperty('status', 204);
    await api.emulator.clock.advance('PT10M', { session });
    expect((await jobs(session)).map((one) => one.attributes.status)).toEqual(['success', 'success', 'success']);
  });

  it('fire times are wall-clock times of its time zone: a time the clocks skip does not fire, one they repeat fires once', async () => {
    const session = `${version}-dst`;
    await api.emulator.clock.set('2026-03-27T12:00:00Z', { session });
    await create(session, { specification: '30 1 * * *', location: 'Europe/London' });
    await api.emulator.clock.set('2026-03-31T12:00:00Z', { session });
    // 01:30 GMT, then none on 29 March (01:00 to 02:00 is skipped), then 01:30 BST.
    expect((await jobs(session)).map((one) => one.attributes.created_at)).toEqual([
      '2026-03-28T01:30:00Z',
      '2026-03-30T00:30:00Z',
      '2026-03-31T00:30:00Z',
    ]);
    await api.emulator.clock.set('2026-10-24T12:00:00Z', { session });
    const before = await total(session);
    await api.emulator.clock.set('2026-10-26T12:00:00Z', { session });
    const after = (
      await expectOk(await api.get(`${JOBS}?page[limit]=2&page[offset]=${before}`, as(session)), schemas.jobs)
    ).data;
    // 25 October: 01:30 BST (00:30Z) and again 01:30 GMT (01:30Z): it fires at the first.
    expect(after.map((one) => one.attributes.created_at)).toEqual(['2026-10-25T00:30:00Z', '2026-10-26T01:30:00Z']);
  });

  it('makes at most 1,000 jobs in one clock move, then fires again after the move', async () => {
    const session = `${version}-cap`;
    const made = await create(session, { specification: '* * * * *', location: 'UTC' });
    await api.emulator.clock.advance('P2D', { session });
    expect(await total(session)).toBe(1000);
    const now = api.emulator.clock.now({ session });
    const next = (await expectOk(await api.get(`${SCHEDULES}/${made.id}`, as(session)), schemas.one)).data.meta
      .scheduled_for;
    expect(Date.parse(next as string) - Date.parse(now)).toBeLessThanOrEqual(60_000);
    await api.emulator.clock.advance('PT2M', { session });
    expect(await total(session)).toBe(1002);
  });

  it('makes at most 5,000 jobs in one clock move across its schedules, the earliest', async () => {
    const session = `${version}-cap-all`;
    for (let index = 0; index < 6; index++) await create(session, { specification: '* * * * *', location: 'UTC' });
    await api.emulator.clock.advance('P2D', { session });
    expect(await total(session)).toBe(5000);
  });

  it('keeps a time zone in its IANA spelling, whatever the case it was given in', async () => {
    const made = await create(`${version}-zone-case`, { location: 'europe/london' });
    expect(made.attributes.location).toBe('Europe/London');
  });

  it('holds at most 100 schedules: the 101st is a 409 that says so', async () => {
    const session = `${version}-many`;
    for (let index = 0; index < 100; index++) await create(session);
    await expectError(
      await send(api, 'POST', SCHEDULES, schedule({}), session),
      409,
      'the store has 100 schedules, the most the emulator keeps: delete one first',
    );
  });
});
