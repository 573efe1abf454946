import { describe, expect, it } from 'vitest';
import { type ApiVersion, WELL_KNOWN_IDS } from '../../src/index.js';
import {
  invoiceList2026Schema,
  invoiceListSchema,
  invoicePaymentListSchema,
  job2026Schema,
  jobList2026Schema,
  jobListSchema,
  jobResponse2026Schema,
  jobResponseSchema,
  subscriptionResponse2026Schema,
} from '../../src/schemas/index.js';
import { ADAPTERS, AUTH, as, send, type Target, useTarget } from '../support/adapters.js';
import { expectCreated, expectError, expectOk } from './expect.js';

/**
 * Jobs in both API versions, through every adapter: made pending at the session's clock, started a second later and
 * finished a second after that (the clock moved in the session), their reports adding up to what the invoices and
 * payments lists show, a tax run's taxes on its invoices, a 2026 subscription update's prices, the 409 of deleting a
 * job that started, filters, and the 400s and 404s. Every test writes in its own session.
 */

const JOBS = '/v2/subscriptions/jobs';
const INVOICES = '/v2/subscriptions/invoices';
const UNKNOWN = 'ffffffff-ffff-4fff-bfff-ffffffffffff';
const NOW = '2026-01-01T00:00:00Z';
const VERSIONS: readonly ApiVersion[] = ['2024', '2026'];
const CASES = ADAPTERS.flatMap((adapter) => VERSIONS.map((version) => [adapter, version] as const));

const job = (attributes: Record<string, unknown>) => ({ data: { type: 'subscription_job', attributes } });
const second = (iso: string, seconds: number) =>
  new Date(Date.parse(iso) + seconds * 1000).toISOString().replace('.000Z', 'Z');

describe.each(CASES)('jobs via %s, API %s', (adapter, version) => {
  const api = useTarget(adapter, { apiVersion: version });
  const schemas =
    version === '2024'
      ? { one: jobResponseSchema, list: jobListSchema, invoices: invoiceListSchema }
      : { one: jobResponse2026Schema, list: jobList2026Schema, invoices: invoiceList2026Schema };
  const create = async (session: string, attributes: Record<string, unknown>) =>
    (await expectCreated(await send(api, 'POST', JOBS, job(attributes), session), schemas.one)).data;
  const get = async (session: string, id: string) =>
    (await expectOk(await api.get(`${JOBS}/${id}`, as(session)), schemas.one)).data;
  const advance = (session: string, by: string) => api.emulator.clock.advance(by, { session });

  /** Every invoice of the store in the session, oldest first. */
  async function invoices(session: string) {
    const all = [];
    for (let offset = 0; ; offset += 100) {
      const page = await expectOk(
        await api.get(`${INVOICES}?page[limit]=100&page[offset]=${offset}`, as(session)),
        schemas.invoices,
      );
      all.push(...page.data);
      if (page.data.length < 100) return all;
    }
  }

  it('CreateJob: pending at the clock, started a second later, success with its report a second after', async () => {
    const session = `${version}-life`;
    const made = await create(session, { job_type: 'billing-run', external_ref: 'nightly-1' });
    expect(made).toMatchObject({
      type: 'subscription_job',
      attributes: { job_type: 'billing-run', external_ref: 'nightly-1', status: 'pending', created_at: NOW },
      meta: { owner: 'store', timestamps: { created_at: NOW, updated_at: NOW } },
    });
    expect(made.meta).not.toHaveProperty('report');
    expect(await get(session, made.id)).toEqual(made);
    await advance(session, 'PT1S');
    const started = await get(session, made.id);
    expect(started.attributes.status).toBe('started');
    expect(started.meta.timestamps).toEqual({
      created_at: NOW,
      updated_at: second(NOW, 1),
      started_at: second(NOW, 1),
    });
    expect(started.meta).not.toHaveProperty('report');
    await advance(session, 'PT1S');
    const done = await get(session, made.id);
    expect(done.attributes).toMatchObject({ status: 'success', updated_at: second(NOW, 2) });
    expect(done.meta.timestamps.finished_at).toBe(second(NOW, 2));
    expect(done.meta.report).toEqual({
      invoices_ready_for_payment: 0,
      invoices_tax_required: 0,
      invoice_failures: 0,
      total_ready_for_payment: {},
      total_tax_required: {},
    });
    // The seed's path without /v2 answers the same.
    expect((await expectOk(await api.get(`/subscriptions/jobs/${made.id}`, as(session)), schemas.one)).data).toEqual(
      done,
    );
  });

  it('jobs of a type queue: the second starts when the first finished; a write moves them on as a clock move does', async () => {
    const session = `${version}-queue`;
    const first = await create(session, { job_type: 'payment-run' });
    const other = await create(session, { job_type: 'billing-run' });
    const next = await create(session, { job_type: 'payment-run' });
    expect([first, other, next].map((one) => one.attributes.created_at)).toEqual([NOW, second(NOW, 1), second(NOW, 2)]);
    const listed = await expectOk(await api.get(`${JOBS}?page[limit]=10`, as(session)), schemas.list);
    expect(listed.data.map((one) => [one.id, one.attributes.status])).toEqual([
      [first.id, 'success'],
      [other.id, 'started'],
      [next.id, 'pending'],
    ]);
    await advance(session, 'PT2S');
    const after = await get(session, next.id);
    expect(after.meta.timestamps).toMatchObject({ started_at: second(NOW, 3), finished_at: second(NOW, 4) });
    expect(after.meta.report).toEqual({ total_payment_attempts: 0, failed_payments: 0, total_collected: {} });
  });

  it("reports add up to the invoices and payments the session made in each job's window", async () => {
    const session = `${version}-reports`;
    const bill1 = await create(session, { job_type: 'billing-run' });
    const pay1 = await create(session, { job_type: 'payment-run' });
    await advance(session, 'P40D');
    const bill2 = await create(session, { job_type: 'billing-run' });
    const pay2 = await create(session, { job_type: 'payment-run' });
    await advance(session, 'PT5S');
    const [b1, p1, b2, p2] = await Promise.all([bill1, pay1, bill2, pay2].map((one) => get(session, one.id)));
    const opens = (b1?.meta.timestamps.finished_at as string) ?? '';
    const closes = (b2?.meta.timestamps.finished_at as string) ?? '';
    const all = await invoices(session);
    const made = all.filter(
      (one) => one.meta.timestamps.created_at > opens && one.meta.timestamps.created_at <= closes,
    );
    expect(made.length).toBeGreaterThan(0);
    const totals: Record<string, { amount: number; includes_tax: boolean }> = {};
    for (const one of made) {
      const { currency, amount } = one.meta.price;
      totals[currency] = { amount: (totals[currency]?.amount ?? 0) + amount, includes_tax: false };
    }
    expect(b2?.meta.report).toEqual({
      invoices_ready_for_payment: made.length,
      invoices_tax_required: 0,
      invoice_failures: 0,
      total_ready_for_payment: totals,
      total_tax_required: {},
    });
    // Payment runs: the attempts made between the first payment run's end and the second's.
    const from = p1?.meta.timestamps.finished_at as string;
    const to = p2?.meta.timestamps.finished_at as string;
    let attempts = 0;
    let failed = 0;
    const collected: Record<string, { amount: number; includes_tax: boolean }> = {};
    for (const one of all.filter((invoice) => invoice.meta.timestamps.updated_at > from)) {
      const payments = await expectOk(
        await api.get(`${INVOICES}/${one.id}/payments?page[limit]=100`, as(session)),
        invoicePaymentListSchema,
      );
      for (const payment of payments.data) {
        const at = payment.meta.timestamps.created_at;
        if (at <= from || at > to) continue;
        attempts++;
        const { currency, amount } = payment.attributes.amount;
        if (payment.attributes.success) {
          collected[currency] = { amount: (collected[currency]?.amount ?? 0) + amount, includes_tax: false };
        } else if (payment.attributes.pending !== true) failed++;
      }
    }
    expect(attempts).toBeGreaterThan(0);
    expect(p2?.meta.report).toEqual({
      total_payment_attempts: attempts,
      failed_payments: failed,
      total_collected: collected,
    });
  });

  it('a tax run never makes a total beyond a safe integer: such a rate fails that invoice, which keeps its amount', async () => {
    const session = `${version}-tax-overflow`;
    const outstanding = await expectOk(
      await api.get(`${INVOICES}?filter=eq(outstanding,true)&page[limit]=1`, as(session)),
      schemas.invoices,
    );
    const invoice = outstanding.data[0];
    const id = invoice?.id as string;
    const run = await create(session, {
      job_type: 'tax-run',
      taxes: [{ invoice_id: id, tax_items: [{ type: 'tax_item', rate: 1e300 }] }],
    });
    await advance(session, 'PT2S');
    const done = await get(session, run.id);
    expect(done.attributes.status).toBe('failed');
    expect(done.meta.report).toEqual({ invoices_updated: 0, invoice_failures: 1 });
    const same = (await invoices(session)).find((one) => one.id === id);
    expect(same?.meta.price).toEqual(invoice?.meta.price);
  });

  it('a tax run with no tax items for an invoice fails it, which stays untaxed for a later run', async () => {
    const session = `${version}-tax-empty`;
    const outstanding = await expectOk(
      await api.get(`${INVOICES}?filter=eq(outstanding,true)&page[limit]=1`, as(session)),
      schemas.invoices,
    );
    const id = outstanding.data[0]?.id as string;
    const run = await create(session, { job_type: 'tax-run', taxes: [{ invoice_id: id, tax_items: [] }] });
    await advance(session, 'PT2S');
    expect((await get(session, run.id)).meta.report).toEqual({ invoices_updated: 0, invoice_failures: 1 });
    const items = [{ type: 'tax_item', rate: 0.1 }];
    const again = await create(session, { job_type: 'tax-run', taxes: [{ invoice_id: id, tax_items: items }] });
    await advance(session, 'PT2S');
    expect((await get(session, again.id)).meta.report).toEqual({ invoices_updated: 1, invoice_failures: 0 });
  });

  it('a tax run adds its taxes when it runs: an invoice that is not there is a failure; none updated is failed', async () => {
    const session = `${version}-tax`;
    const outstanding = await expectOk(
      await api.get(`${INVOICES}?filter=eq(outstanding,true)&page[limit]=1`, as(session)),
      schemas.invoices,
    );
    const invoice = outstanding.data[0];
    expect(invoice).toBeDefined();
    const id = invoice?.id as string;
    const items = [{ type: 'tax_item', name: 'VAT', code: 'S', rate: 0.2, jurisdiction: 'UK' }];
    const run = await create(session, {
      job_type: 'tax-run',
      taxes: [
        { invoice_id: id, tax_items: items },
        { invoice_id: UNKNOWN, tax_items: items },
      ],
    });
    expect(run.attributes).toMatchObject({ status: 'pending', taxes: [{ invoice_id: id, tax_items: items }, {}] });
    await advance(session, 'PT2S');
    const done = await get(session, run.id);
    expect(done.attributes.status).toBe('success');
    expect(done.meta.report).toEqual({ invoices_updated: 1, invoice_failures: 1 });
    const taxed = (await invoices(session)).find((one) => one.id === id);
    expect(taxed?.attributes.tax_items).toEqual(items);
    expect(taxed?.meta.timestamps.taxes_added_at).toBe(done.meta.timestamps.finished_at);
    const none = await create(session, {
      job_type: 'tax-run',
      taxes: [{ invoice_id: UNKNOWN, tax_items: items }],
    });
    await advance(session, 'PT2S');
    const failed = await get(session, none.id);
    expect(failed.attributes.status).toBe('failed');
    expect(failed.meta.report).toEqual({ invoices_updated: 0, invoice_failures: 1 });
  });

  it('DeleteJob: a pending job goes (204); a started one is a 409; unknown ids a 404, bad ones a 400', async () => {
    const session = `${version}-delete`;
    const made = await create(session, { job_type: 'billing-run' });
    const response = await send(api, 'DELETE', `${JOBS}/${made.id}`, undefined, session);
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    await expectError(await api.get(`${JOBS}/${made.id}`, as(session)), 404, `no job has id "${made.id}"`);
    const running = await create(session, { job_type: 'billing-run' });
    await advance(session, 'PT1S');
    await expectError(
      await send(api, 'DELETE', `${JOBS}/${running.id}`, undefined, session),
      409,
      `job ${running.id} is started`,
    );
    await advance(session, 'PT1S');
    await expectError(await send(api, 'DELETE', `${JOBS}/${running.id}`, undefined, session), 409, 'is success');
    await expectError(await send(api, 'DELETE', `${JOBS}/${UNKNOWN}`, undefined, session), 404, 'job not found');
    await expectError(await api.get(`${JOBS}/${UNKNOWN}`, as(session)), 404, 'job not found');
    await expectError(await api.get(`${JOBS}/not-a-uuid`, as(session)), 400, 'job_uuid must be a UUID', {
      title: 'Validation Error',
    });
  });

  it('ListJobs filters on external_ref, and pages', async () => {
    const session = `${version}-filter`;
    const a = await create(session, { job_type: 'billing-run', external_ref: 'a' });
    const b = await create(session, { job_type: 'payment-run', external_ref: 'b' });
    await create(session, { job_type: 'payment-run' });
    const eq = await expectOk(await api.get(`${JOBS}?filter=eq(external_ref,b)`, as(session)), schemas.list);
    expect(eq.data.map((one) => one.id)).toEqual([b.id]);
    const page = await expectOk(await api.get(`${JOBS}?page[limit]=2&page[offset]=1`, as(session)), schemas.list);
    expect(page.meta.results.total).toBe(3);
    expect(page.data.map((one) => one.id)).toEqual([b.id, expect.any(String)]);
    if (version === '2026') {
      const within = await expectOk(await api.get(`${JOBS}?filter=in(external_ref,a,b)`, as(session)), schemas.list);
      expect(within.data.map((one) => one.id)).toEqual([a.id, b.id]);
    } else {
      await expectError(await api.get(`${JOBS}?filter=in(external_ref,a,b)`, as(session)), 400, 'in');
    }
  });

  it('CreateJob refuses imports (POST /imports makes them), and bad bodies, with a 400 naming the field', async () => {
    const session = `${version}-refused`;
    await expectError(
      await send(api, 'POST', JOBS, job({ job_type: 'import' }), session),
      400,
      'data.attributes.job_type must be billing-run, tax-run or payment-run (an import job is made by POST /v2/subscriptions/imports',
    );
    await expectError(await send(api, 'POST', JOBS, job({ job_type: 'sweep' }), session), 400, 'job_type');
    await expectError(
      await send(api, 'POST', JOBS, job({ job_type: 'billing-run', external_ref: 'x'.repeat(2049) }), session),
      400,
      'external_ref',
    );
    await expectError(
      await send(
        api,
        'POST',
        JOBS,
        { data: { type: 'subscription_jobs', attributes: { job_type: 'billing-run' } } },
        session,
      ),
      400,
      'data.type',
    );
    // Tax rates belong to tax runs: another job leaves them out.
    const made = await create(session, {
      job_type: 'billing-run',
      ...(version === '2024' ? { taxes: [{ invoice_id: UNKNOWN, tax_items: [] }] } : {}),
    });
    expect(made.attributes).not.toHaveProperty('taxes');
  });

  if (version === '2026') {
    it('2026: a notification run is refused (nothing to send); a tax run needs at least one invoice when it names taxes', async () => {
      const session = 'notify';
      await expectError(
        await send(api, 'POST', JOBS, job({ job_type: 'notification-run' }), session),
        400,
        'the emulator sends no notifications',
      );
      await expectError(await send(api, 'POST', JOBS, job({ job_type: 'tax-run', taxes: [] }), session), 400, 'taxes');
    });

    it("2026: a subscription update without a price in a subscription's currency fails it, and its prices stay", async () => {
      const session = 'price-update-currency';
      const id = WELL_KNOWN_IDS.active;
      const read = async () =>
        (
          await expectOk(
            await api.get(`/v2/subscriptions/subscriptions/${id}`, as(session)),
            subscriptionResponse2026Schema,
          )
        ).data;
      const before = await read();
      const option = before.attributes.pricing_option_id;
      const other = before.attributes.currency === 'EUR' ? 'USD' : 'EUR';
      const fixed = { fixed_price: { [other]: { amount: 4321, includes_tax: false } } };
      // The same subscription named twice, once in capitals: one subscription processed.
      const run = await create(session, {
        job_type: 'subscription-update',
        subscription_ids: [id, id.toUpperCase()],
        price_changes: { pricing_option_prices: { [option.toUpperCase()]: fixed } },
      });
      await advance(session, 'PT2S');
      const done = await get(session, run.id);
      expect(done.attributes.status).toBe('failed');
      expect(done.meta.report).toEqual({ subscriptions_updated: 0, subscription_failures: 1, total_processed: 1 });
      const after = await read();
      expect(after.meta.price_update_history ?? []).toEqual(before.meta.price_update_history ?? []);
    });

    it('2026: a subscription update gives its subscriptions new prices when it runs, the old ones kept in their history', async () => {
      const session = 'price-update';
      const id = WELL_KNOWN_IDS.active;
      const subscription = (
        await expectOk(
          await api.get(`/v2/subscriptions/subscriptions/${id}`, as(session)),
          subscriptionResponse2026Schema,
        )
      ).data;
      const option = subscription.attributes.pricing_option_id;
      const { currency } = subscription.attributes;
      const run = await create(session, {
        job_type: 'subscription-update',
        subscription_ids: [id, UNKNOWN],
        price_changes: {
          pricing_option_prices: { [option]: { fixed_price: { [currency]: { amount: 4321, includes_tax: false } } } },
        },
      });
      expect(job2026Schema.parse(run).attributes.subscription_ids).toEqual([id, UNKNOWN]);
      await advance(session, 'PT2S');
      const done = await get(session, run.id);
      expect(done.attributes.status).toBe('success');
      expect(done.meta.report).toEqual({ subscriptions_updated: 1, subscription_failures: 1, total_processed: 2 });
      const after = (
        await expectOk(
          await api.get(`/v2/subscriptions/subscriptions/${id}`, as(session)),
          subscriptionResponse2026Schema,
        )
      ).data;
      expect(after.meta.price_update_history?.at(-1)).toMatchObject({
        valid_until: done.meta.timestamps.finished_at,
        price_changes: { pricing_option_prices: { [option]: expect.any(Object) } },
      });
      await expectError(
        await send(
          api,
          'POST',
          JOBS,
          job({ job_type: 'subscription-update', offering_id: UNKNOWN, subscription_ids: [id], price_changes: {} }),
          session,
        ),
        400,
        'mutually exclusive',
      );
      await expectError(
        await send(api, 'POST', JOBS, job({ job_type: 'subscription-update', price_changes: {} }), session),
        400,
        'data.attributes.offering_id or data.attributes.subscription_ids is required',
      );
      await expectError(
        await send(
          api,
          'POST',
          JOBS,
          job({ job_type: 'subscription-update', offering_id: UNKNOWN, price_changes: {} }),
          session,
        ),
        400,
        "the id of one of the store's offerings",
      );
    });
  }
});
