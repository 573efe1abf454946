import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmulator, type Emulator, type RunningServer } from '../src/index.js';
import { type Item, ids, many, one, quietSdk, rejection, type Sdk, sdkFor, sessionOf } from './support/sdk.js';

// The platform's official JavaScript SDK (@elasticpath/js-sdk 35), unchanged, against the emulator over real HTTP:
// the back office's calls (invoices and their payments, subscribers, dunning rules, proration policies, jobs and
// schedules), made as a user's code makes them. The SDK's paths are those of the 2024 document, and the 2026 one has
// every one of these at the same path, so the same calls run against an emulator of each version. Each test works in
// a session of its own (test/support/sdk.ts). What the SDK does on the wire: /work/main/scratch/sdk-calls.md.

const VERSIONS = ['2024', '2026'] as const;
type Version = (typeof VERSIONS)[number];

const emulators = {} as Record<Version, Emulator>;
const servers = {} as Record<Version, RunningServer>;
beforeAll(async () => {
  for (const version of VERSIONS) {
    emulators[version] = createEmulator({ apiVersion: version });
    servers[version] = await emulators[version].listen();
  }
});
afterAll(async () => {
  for (const version of VERSIONS) await servers[version]?.close();
});
quietSdk();

/** The SDK's Filter types say `never` for resources whose filter fields it does not list; it sends them all the same. */
const anyFilter = (filter: Record<string, Record<string, string>>) => filter as never;

/** A page big enough for every list of the default world, so a list is the whole of it. */
const ALL = 100;

/** A record's `meta.timestamps` (`created_at`, `updated_at`, and a job's `started_at` and `finished_at`). */
const stampsOf = (item: Item) => (item.meta?.timestamps ?? {}) as Record<string, string | undefined>;

/** An answer as a plain fetch gets it: its status and its body (none for a 204). */
interface Direct {
  status: number;
  body: unknown;
}

describe.each(VERSIONS)('API version %s', (version) => {
  const sdk = sdkFor(() => servers[version].url, `sdk-${version}-back-office`);

  /** The same request without the SDK: a plain fetch in the client's session, with its token. */
  async function direct(ep: Sdk, path: string, init: { method?: string; body?: unknown } = {}): Promise<Direct> {
    const response = await fetch(`${servers[version].url}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        Authorization: `Bearer ${ep.credentials()?.access_token}`,
        'Content-Type': 'application/json',
        'X-Emulator-Session': sessionOf(ep),
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
    const text = await response.text();
    return { status: response.status, body: text === '' ? undefined : JSON.parse(text) };
  }

  /** Moves the clock of the client's session, as a test of the user's would. */
  async function advance(ep: Sdk, duration: string): Promise<void> {
    const moved = await direct(ep, '/__emulator/clock', { method: 'POST', body: { advance: duration } });
    expect(moved.status).toBe(200);
  }

  /** The time on the clock of the client's session. */
  async function clockOf(ep: Sdk): Promise<number> {
    const clock = await direct(ep, '/__emulator/clock');
    return Date.parse((clock.body as { now: string }).now);
  }

  describe('SubscriptionInvoices', () => {
    it('All lists the store’s invoices; Limit and Offset page through the same list', async () => {
      const ep = await sdk();
      const all = many(await ep.SubscriptionInvoices.Limit(ALL).All());
      const total = all.meta?.results?.total ?? 0;
      expect(total).toBeGreaterThan(10);
      expect(all.data).toHaveLength(total);
      expect(all.data.every((invoice) => invoice.type === 'subscription_invoice')).toBe(true);
      expect(all).toEqual((await direct(ep, `/v2/subscriptions/invoices?page[limit]=${ALL}`)).body);

      // Pages of 10 (the SDK leaves out page[offset]=0): together, the whole list in its order.
      const paged: Item[] = [];
      for (let offset = 0; offset < total; offset += 10) {
        const page = many(await ep.SubscriptionInvoices.Limit(10).Offset(offset).All());
        expect(page.meta?.results?.total).toBe(total);
        expect(page.data.length).toBe(Math.min(10, total - offset));
        paged.push(...page.data);
      }
      expect(ids(paged)).toEqual(ids(all.data));
    });

    it('Filter({eq:{outstanding}}), sent unencoded, gives the outstanding invoices of the unfiltered list', async () => {
      const ep = await sdk();
      const all = many(await ep.SubscriptionInvoices.Limit(ALL).All()).data;
      const outstanding = many(await ep.SubscriptionInvoices.Filter({ eq: { outstanding: 'true' } }).All());
      const [sent] = emulators[version]
        .requests({ path: '/v2/subscriptions/invoices', session: sessionOf(ep) })
        .slice(-1);
      expect(sent?.query).toEqual({ 'page[limit]': String(ALL), filter: 'eq(outstanding,true)' });

      expect(outstanding.data.length).toBeGreaterThan(0);
      expect(outstanding.data.every((invoice) => invoice.attributes.outstanding === true)).toBe(true);
      expect(ids(outstanding.data)).toEqual(ids(all.filter((invoice) => invoice.attributes.outstanding === true)));
      expect(outstanding.meta?.results?.total).toBe(outstanding.data.length);

      // The SDK's invoice builder keeps its state from call to call: the filter is replaced, not added to.
      const settled = many(await ep.SubscriptionInvoices.Filter({ eq: { outstanding: 'false' } }).All()).data;
      expect(ids(settled)).toEqual(ids(all.filter((invoice) => invoice.attributes.outstanding === false)));
      expect(outstanding.data.length + settled.length).toBe(all.length);
    });

    it('Filter on subscription_id (with outstanding too) gives that subscription’s invoices', async () => {
      const ep = await sdk();
      const all = many(await ep.SubscriptionInvoices.Limit(ALL).All()).data;
      const [owing] = all.filter((invoice) => invoice.attributes.outstanding === true);
      if (owing === undefined) throw new Error('no outstanding invoice');
      const subscription = owing.meta?.subscription_id as string;

      const its = many(await ep.SubscriptionInvoices.Filter({ eq: { subscription_id: subscription } }).All()).data;
      expect(its.length).toBeGreaterThan(1);
      expect(its.every((invoice) => invoice.meta?.subscription_id === subscription)).toBe(true);
      expect(ids(its)).toEqual(ids(all.filter((invoice) => invoice.meta?.subscription_id === subscription)));
      const own = await direct(ep, `/v2/subscriptions/subscriptions/${subscription}/invoices?page[limit]=${ALL}`);
      expect(ids((own.body as { data: Item[] }).data).sort()).toEqual(ids(its).sort());

      const filter = { eq: { subscription_id: subscription, outstanding: 'true' } };
      const owingOnly = many(await ep.SubscriptionInvoices.Filter(filter).All()).data;
      expect(ids(owingOnly)).toEqual(ids(its.filter((invoice) => invoice.attributes.outstanding === true)));
      expect(ids(owingOnly)).toContain(owing.id);
    });

    it('Get gives the invoice the list gave; an unknown invoice rejects with the 404 body', async () => {
      const ep = await sdk();
      const all = many(await ep.SubscriptionInvoices.Limit(ALL).All()).data;
      for (const invoice of [all[0], all[all.length - 1]] as Item[]) {
        expect(one(await ep.SubscriptionInvoices.Get(invoice.id)).data).toEqual(invoice);
      }
      const unknown = randomUUID();
      const refused = await rejection(ep.SubscriptionInvoices.Get(unknown));
      expect(refused).toMatchObject({ errors: [{ status: '404', title: 'Not Found' }] });
      expect(refused).toEqual((await direct(ep, `/v2/subscriptions/invoices/${unknown}`)).body);
    });

    it('GetPayments gives a real invoice’s payment attempts and GetPayment each one', async () => {
      const ep = await sdk();
      const [owing] = many(await ep.SubscriptionInvoices.Filter({ eq: { outstanding: 'true' } }).All()).data;
      if (owing === undefined) throw new Error('no outstanding invoice');
      const subscription = owing.meta?.subscription_id as string;

      const payments = many(await ep.SubscriptionInvoices.GetPayments(owing.id)).data;
      expect(payments.length).toBeGreaterThan(1);
      const price = owing.meta?.price as { currency: string; amount: number };
      for (const payment of payments) {
        expect(payment).toMatchObject({
          type: 'subscription_invoice_payment',
          // An invoice still outstanding: no attempt succeeded; each asked for the invoice's whole price.
          attributes: { success: false, amount: { currency: price.currency, amount: price.amount } },
          meta: { invoice_id: owing.id, subscription_id: subscription },
        });
        expect(one(await ep.SubscriptionInvoices.GetPayment(owing.id, payment.id)).data).toEqual(payment);
      }
      // The same attempts the subscription's own invoice path lists.
      const own = await direct(ep, `/v2/subscriptions/subscriptions/${subscription}/invoices/${owing.id}/payments`);
      expect((own.body as { data: Item[] }).data).toEqual(payments);

      // A paid invoice: its last attempt succeeded. Another invoice's payment is not this one's: a 404.
      const [paid] = many(await ep.SubscriptionInvoices.Filter({ eq: { outstanding: 'false' } }).All()).data;
      if (paid === undefined) throw new Error('no paid invoice');
      const paidPayments = many(await ep.SubscriptionInvoices.GetPayments(paid.id)).data;
      expect(paidPayments.at(-1)?.attributes.success).toBe(true);
      expect(paidPayments.every((payment) => payment.meta?.invoice_id === paid.id)).toBe(true);
      const [first] = payments as [Item];
      expect(await rejection(ep.SubscriptionInvoices.GetPayment(paid.id, first.id))).toMatchObject({
        errors: [{ status: '404' }],
      });
    });

    it('a billing run of the session’s clock shows in All and Get: a new invoice with its payment', async () => {
      const ep = await sdk();
      const active = '00000000-0000-4000-8000-000000000001';
      const filter = { eq: { subscription_id: active } };
      const before = many(await ep.SubscriptionInvoices.Filter(filter).Limit(ALL).All()).data;
      await advance(ep, 'P40D');
      const after = many(await ep.SubscriptionInvoices.Filter(filter).All()).data;
      const made = after.filter((invoice) => !ids(before).includes(invoice.id));
      expect(made.length).toBeGreaterThan(0);
      const numbers = before.map((invoice) => invoice.attributes.number as number);
      for (const invoice of made) {
        expect(invoice.attributes.number).toBeGreaterThan(Math.max(0, ...numbers));
        expect(one(await ep.SubscriptionInvoices.Get(invoice.id)).data).toEqual(invoice);
        const payments = many(await ep.SubscriptionInvoices.GetPayments(invoice.id)).data;
        expect(payments.length).toBeGreaterThan(0);
        expect(payments.every((payment) => payment.meta?.invoice_id === invoice.id)).toBe(true);
      }
      // Another session's clock did not move: its list is the world's.
      const other = await sdk();
      expect(ids(many(await other.SubscriptionInvoices.Filter(filter).Limit(ALL).All()).data)).toEqual(ids(before));
    });
  });

  describe('SubscriptionSubscribers', () => {
    it('Create, then Get through the SDK and a plain fetch, All, Filter by email, Update, Delete', async () => {
      const ep = await sdk();
      const before = many(await ep.SubscriptionSubscribers.Limit(ALL).All());
      const total = before.meta?.results?.total ?? 0;
      const account = randomUUID();
      const email = `ada.${account.slice(0, 8)}@example.com`;
      const created = one(
        await ep.SubscriptionSubscribers.Create({
          type: 'subscription_subscriber',
          attributes: { account_id: account, name: 'Ada Lovelace', email },
        }),
      );
      expect(created.data).toMatchObject({
        type: 'subscription_subscriber',
        attributes: { account_id: account, name: 'Ada Lovelace', email },
        meta: { owner: 'store' },
      });
      const id = created.data.id;
      expect(one(await ep.SubscriptionSubscribers.Get(id)).data).toEqual(created.data);
      expect(await direct(ep, `/v2/subscriptions/subscribers/${id}`)).toEqual({ status: 200, body: created });

      const listed = many(await ep.SubscriptionSubscribers.Limit(ALL).All());
      expect(listed.meta?.results?.total).toBe(total + 1);
      expect(listed.data.find((subscriber) => subscriber.id === id)).toEqual(created.data);
      const found = many(await ep.SubscriptionSubscribers.Filter(anyFilter({ eq: { email } })).All()).data;
      expect(ids(found)).toEqual([id]);

      const updated = one(
        await ep.SubscriptionSubscribers.Update(id, {
          id,
          type: 'subscription_subscriber',
          attributes: { name: 'Augusta Ada King' },
        }),
      );
      expect(updated.data.attributes).toMatchObject({ account_id: account, name: 'Augusta Ada King', email });
      const stamps = stampsOf(updated.data);
      expect(stamps.created_at).toBe(stampsOf(created.data).created_at);
      expect(Date.parse(stamps.updated_at ?? '')).toBeGreaterThan(Date.parse(stamps.created_at ?? ''));
      expect(one(await ep.SubscriptionSubscribers.Get(id)).data).toEqual(updated.data);
      expect((await direct(ep, `/v2/subscriptions/subscribers/${id}`)).body).toEqual(updated);

      expect(await ep.SubscriptionSubscribers.Delete(id)).toBe('{}');
      const gone = await rejection(ep.SubscriptionSubscribers.Get(id));
      expect(gone).toMatchObject({ errors: [{ status: '404', title: 'Not Found' }] });
      expect(await direct(ep, `/v2/subscriptions/subscribers/${id}`)).toEqual({ status: 404, body: gone });
      expect(many(await ep.SubscriptionSubscribers.Limit(ALL).All()).meta?.results?.total).toBe(total);
    });

    it('an account has one subscriber, and one with subscriptions is not deleted: both reject with a 409', async () => {
      const ep = await sdk();
      const [invoice] = many(await ep.SubscriptionInvoices.All()).data;
      const id = invoice?.meta?.subscriber_id as string;
      const subscriber = one(await ep.SubscriptionSubscribers.Get(id)).data;
      expect(subscriber.type).toBe('subscription_subscriber');

      const again = await rejection(
        ep.SubscriptionSubscribers.Create({
          type: 'subscription_subscriber',
          attributes: {
            account_id: subscriber.attributes.account_id as string,
            name: 'Someone Else',
            email: 'someone@example.com',
          },
        }),
      );
      expect(again).toMatchObject({ errors: [{ status: '409', title: 'Conflict' }] });
      expect(await rejection(ep.SubscriptionSubscribers.Delete(id))).toMatchObject({
        errors: [{ status: '409', title: 'Conflict' }],
      });
      expect(one(await ep.SubscriptionSubscribers.Get(id)).data).toEqual(subscriber);
    });
  });

  describe('SubscriptionDunningRules', () => {
    const RULE = {
      type: 'subscription_dunning_rule' as const,
      attributes: {
        payment_retry_type: 'fixed' as const,
        payment_retry_interval: 2,
        payment_retry_unit: 'day' as const,
        payment_retries_limit: 4,
        action: 'pause' as const,
      },
    };

    it('Create, Get, All, Update (visible on Get and a plain fetch), Delete', async () => {
      const ep = await sdk();
      const total = many(await ep.SubscriptionDunningRules.All()).meta?.results?.total ?? 0;
      const created = one(await ep.SubscriptionDunningRules.Create(RULE));
      // Not the default unless asked.
      expect(created.data).toMatchObject({ ...RULE, attributes: { ...RULE.attributes, default: false } });
      const id = created.data.id;
      expect(one(await ep.SubscriptionDunningRules.Get(id)).data).toEqual(created.data);
      const listed = many(await ep.SubscriptionDunningRules.Limit(ALL).All());
      expect(listed.meta?.results?.total).toBe(total + 1);
      expect(ids(listed.data)).toContain(id);

      const updated = one(
        await ep.SubscriptionDunningRules.Update(id, {
          id,
          type: 'subscription_dunning_rule',
          attributes: { payment_retries_limit: 6, action: 'close' },
        }),
      );
      const expected = { ...RULE.attributes, payment_retries_limit: 6, action: 'close', default: false };
      expect(updated.data.attributes).toEqual(expected);
      expect(one(await ep.SubscriptionDunningRules.Get(id)).data).toEqual(updated.data);
      expect((await direct(ep, `/v2/subscriptions/dunning-rules/${id}`)).body).toEqual(updated);

      expect(await ep.SubscriptionDunningRules.Delete(id)).toBe('{}');
      expect(await rejection(ep.SubscriptionDunningRules.Get(id))).toMatchObject({ errors: [{ status: '404' }] });
      expect(many(await ep.SubscriptionDunningRules.All()).meta?.results?.total).toBe(total);
    });

    it('a rule made the default replaces the store’s default: Get shows the old one no longer is', async () => {
      const ep = await sdk();
      const seeded = many(await ep.SubscriptionDunningRules.All()).data.find((rule) => rule.attributes.default);
      if (seeded === undefined) throw new Error('no default dunning rule');
      const made = one(
        await ep.SubscriptionDunningRules.Create({ ...RULE, attributes: { ...RULE.attributes, default: true } }),
      );
      expect(made.data.attributes.default).toBe(true);
      expect(one(await ep.SubscriptionDunningRules.Get(seeded.id)).data.attributes.default).toBe(false);
      const defaults = many(await ep.SubscriptionDunningRules.Filter(anyFilter({ eq: { default: 'true' } })).All());
      expect(ids(defaults.data)).toEqual([made.data.id]);
    });
  });

  describe('SubscriptionProrationPolicies', () => {
    it('Create, Get, All, Update, Delete', async () => {
      const ep = await sdk();
      const total = many(await ep.SubscriptionProrationPolicies.All()).meta?.results?.total ?? 0;
      const attributes = { name: 'Round up', rounding: 'up' as const, external_ref: `sdk-${randomUUID()}` };
      const created = one(
        await ep.SubscriptionProrationPolicies.Create({ type: 'subscription_proration_policy', attributes }),
      );
      expect(created.data).toMatchObject({ type: 'subscription_proration_policy', attributes });
      const id = created.data.id;
      expect(one(await ep.SubscriptionProrationPolicies.Get(id)).data).toEqual(created.data);
      expect((await direct(ep, `/v2/subscriptions/proration-policies/${id}`)).body).toEqual(created);
      const listed = many(await ep.SubscriptionProrationPolicies.Limit(ALL).All());
      expect(listed.meta?.results?.total).toBe(total + 1);
      expect(ids(listed.data)).toContain(id);

      const updated = one(
        await ep.SubscriptionProrationPolicies.Update(id, {
          id,
          type: 'subscription_proration_policy',
          attributes: { name: 'Round to the nearest', rounding: 'nearest' },
        }),
      );
      expect(updated.data.attributes).toEqual({ ...attributes, name: 'Round to the nearest', rounding: 'nearest' });
      expect(one(await ep.SubscriptionProrationPolicies.Get(id)).data).toEqual(updated.data);

      expect(await ep.SubscriptionProrationPolicies.Delete(id)).toBe('{}');
      expect(await rejection(ep.SubscriptionProrationPolicies.Get(id))).toMatchObject({
        errors: [{ status: '404' }],
      });
      expect(many(await ep.SubscriptionProrationPolicies.All()).meta?.results?.total).toBe(total);
    });

    it('an external_ref is the store’s once: a second Create with it rejects with a 409', async () => {
      const ep = await sdk();
      const attributes = { name: 'Round down', rounding: 'down' as const, external_ref: `sdk-${randomUUID()}` };
      const policy = { type: 'subscription_proration_policy' as const, attributes };
      await ep.SubscriptionProrationPolicies.Create(policy);
      expect(await rejection(ep.SubscriptionProrationPolicies.Create(policy))).toMatchObject({
        errors: [{ status: '409' }],
      });
      const all = many(await ep.SubscriptionProrationPolicies.Limit(ALL).All()).data;
      expect(all.filter((one) => one.attributes.external_ref === attributes.external_ref)).toHaveLength(1);
    });
  });

  describe('SubscriptionJobs', () => {
    it('Create a billing run: Get reads it pending, and finished once the session’s clock has moved', async () => {
      const ep = await sdk();
      const externalRef = `sdk-run-${randomUUID()}`;
      const created = one(
        await ep.SubscriptionJobs.Create({
          type: 'subscription_job',
          attributes: { job_type: 'billing-run', external_ref: externalRef },
        }),
      );
      expect(created.data).toMatchObject({
        type: 'subscription_job',
        attributes: { job_type: 'billing-run', external_ref: externalRef, status: 'pending' },
        meta: { owner: 'store' },
      });
      const id = created.data.id;
      expect(one(await ep.SubscriptionJobs.Get(id)).data).toEqual(created.data);
      expect((await direct(ep, `/v2/subscriptions/jobs/${id}`)).body).toEqual(created);
      expect(ids(many(await ep.SubscriptionJobs.Limit(ALL).All()).data)).toContain(id);

      await advance(ep, 'PT5S');
      const finished = one(await ep.SubscriptionJobs.Get(id)).data;
      expect(finished.attributes).toMatchObject({ job_type: 'billing-run', external_ref: externalRef });
      expect(finished.attributes.status).toBe('success');
      const stamps = stampsOf(finished);
      expect(stamps.started_at).toEqual(expect.any(String));
      expect(stamps.finished_at).toEqual(expect.any(String));
      expect(Date.parse(stamps.finished_at ?? '')).toBeGreaterThanOrEqual(Date.parse(stamps.created_at ?? ''));
      expect(many(await ep.SubscriptionJobs.Limit(ALL).All()).data.find((job) => job.id === id)).toEqual(finished);
      // Another session has no such job.
      expect(await rejection((await sdk()).SubscriptionJobs.Get(id))).toMatchObject({ errors: [{ status: '404' }] });
    });

    it('All lists the session’s jobs, oldest first; Delete takes a pending one away, and refuses one that has run', async () => {
      const ep = await sdk();
      const total = many(await ep.SubscriptionJobs.Limit(ALL).All()).meta?.results?.total ?? 0;
      const made: Item[] = [];
      for (const job_type of ['billing-run', 'payment-run'] as const) {
        const attributes = { job_type, external_ref: `sdk-${job_type}-${randomUUID()}` };
        made.push(one(await ep.SubscriptionJobs.Create({ type: 'subscription_job', attributes })).data);
      }
      const [first, pending] = made as [Item, Item];
      const listed = many(await ep.SubscriptionJobs.Limit(ALL).All());
      expect(listed.meta?.results?.total).toBe(total + 2);
      expect(ids(listed.data).slice(-2)).toEqual(ids(made));
      const found = many(
        await ep.SubscriptionJobs.Filter(anyFilter({ eq: { external_ref: `${first.attributes.external_ref}` } })).All(),
      );
      expect(ids(found.data)).toEqual([first.id]);

      // The job just made is still pending: Delete takes it away, and Get then rejects with the 404 body.
      expect(await ep.SubscriptionJobs.Delete(pending.id)).toBe('{}');
      const refused = await rejection(ep.SubscriptionJobs.Get(pending.id));
      expect(refused).toMatchObject({ errors: [{ status: '404', title: 'Not Found' }] });
      expect(await direct(ep, `/v2/subscriptions/jobs/${pending.id}`)).toEqual({ status: 404, body: refused });

      // A job that has run is kept: DeleteJob's one documented error, a 409.
      await advance(ep, 'PT5S');
      expect(one(await ep.SubscriptionJobs.Get(first.id)).data.attributes.status).toBe('success');
      expect(await rejection(ep.SubscriptionJobs.Delete(first.id))).toMatchObject({
        errors: [{ status: '409', title: 'Conflict' }],
      });
      const now = ids(many(await ep.SubscriptionJobs.Limit(ALL).All()).data);
      expect(now).not.toContain(pending.id);
      expect(now).toContain(first.id);
    });

    it('a billing run’s and a payment run’s reports count what billing made, as SubscriptionInvoices shows it', async () => {
      const ep = await sdk();
      const before = ids(many(await ep.SubscriptionInvoices.Limit(ALL).All()).data);
      await advance(ep, 'P40D');
      const made = many(await ep.SubscriptionInvoices.All()).data.filter((invoice) => !before.includes(invoice.id));
      expect(made.length).toBeGreaterThan(0);
      const payments = (
        await Promise.all(made.map(async (invoice) => many(await ep.SubscriptionInvoices.GetPayments(invoice.id)).data))
      ).flat();

      const run = async (job_type: 'billing-run' | 'payment-run') =>
        one(
          await ep.SubscriptionJobs.Create({
            type: 'subscription_job',
            attributes: { job_type, external_ref: `sdk-${job_type}-${randomUUID()}` },
          }),
        ).data.id;
      const billing = await run('billing-run');
      const paying = await run('payment-run');
      await advance(ep, 'PT5S');

      /** Amounts added up by currency, as a report gives them. */
      const byCurrency = (prices: { currency: string; amount: number }[]) => {
        const totals: Record<string, { amount: number; includes_tax: boolean }> = {};
        for (const { currency, amount } of prices) {
          totals[currency] = { amount: (totals[currency]?.amount ?? 0) + amount, includes_tax: false };
        }
        return totals;
      };
      const priceOf = (invoice: Item) => invoice.meta?.price as { currency: string; amount: number };
      const ready = made.filter((invoice) => invoice.attributes.tax_required === false);
      const billed = one(await ep.SubscriptionJobs.Get(billing)).data;
      expect(billed.attributes.status).toBe('success');
      expect(billed.meta?.report).toEqual({
        invoices_ready_for_payment: ready.length,
        invoices_tax_required: made.length - ready.length,
        invoice_failures: 0,
        total_ready_for_payment: byCurrency(ready.map(priceOf)),
        total_tax_required: byCurrency(made.filter((invoice) => !ready.includes(invoice)).map(priceOf)),
      });
      const taken = payments.filter((payment) => payment.attributes.success === true);
      const paid = one(await ep.SubscriptionJobs.Get(paying)).data;
      expect(paid.attributes.status).toBe('success');
      expect(paid.meta?.report).toEqual({
        total_payment_attempts: payments.length,
        failed_payments: payments.length - taken.length,
        total_collected: byCurrency(
          taken.map((payment) => payment.attributes.amount as { currency: string; amount: number }),
        ),
      });
    });

    it('Update, which no document has for jobs, rejects with the 405 body and changes nothing', async () => {
      const ep = await sdk();
      const attributes = { job_type: 'billing-run' as const, external_ref: `sdk-run-${randomUUID()}` };
      const id = one(await ep.SubscriptionJobs.Create({ type: 'subscription_job', attributes })).data.id;
      // The SDK's inherited Update sends PUT with `type: 'subscriptions/job'` added to the body.
      const refused = await rejection(ep.SubscriptionJobs.Update(id, { attributes: {} } as never));
      expect(refused).toEqual({
        errors: [
          {
            status: '405',
            title: 'Method Not Allowed',
            detail: `PUT is not allowed on /v2/subscriptions/jobs/${id}: use GET, HEAD, DELETE`,
          },
        ],
      });
      expect(one(await ep.SubscriptionJobs.Get(id)).data.attributes.job_type).toBe('billing-run');
    });
  });

  describe('SubscriptionSchedules', () => {
    const SCHEDULE = {
      type: 'subscription_schedule' as const,
      attributes: {
        name: 'Nightly billing',
        specification: '0 2 * * *',
        location: 'Europe/London',
        job: { job_type: 'billing-run' as const },
      },
    };

    it('Create, Get (SDK and plain fetch), All, Update, Delete; Get of a deleted schedule rejects with the 404 body', async () => {
      const ep = await sdk();
      const total = many(await ep.SubscriptionSchedules.All()).meta?.results?.total ?? 0;
      const externalRef = `sdk-schedule-${randomUUID()}`;
      const created = one(
        await ep.SubscriptionSchedules.Create({
          ...SCHEDULE,
          attributes: { ...SCHEDULE.attributes, external_ref: externalRef },
        }),
      );
      expect(created.data).toMatchObject({
        type: 'subscription_schedule',
        attributes: { ...SCHEDULE.attributes, external_ref: externalRef },
        meta: { owner: 'store' },
      });
      const id = created.data.id;
      expect(one(await ep.SubscriptionSchedules.Get(id)).data).toEqual(created.data);
      expect(await direct(ep, `/v2/subscriptions/schedules/${id}`)).toEqual({ status: 200, body: created });
      const listed = many(await ep.SubscriptionSchedules.Limit(ALL).All());
      expect(listed.meta?.results?.total).toBe(total + 1);
      expect(listed.data.find((schedule) => schedule.id === id)).toEqual(created.data);

      const updated = one(
        await ep.SubscriptionSchedules.Update(id, {
          id,
          type: 'subscription_schedule',
          attributes: { name: 'Weekly billing', specification: '30 3 * * 1' },
        }),
      );
      expect(updated.data.attributes).toMatchObject({
        name: 'Weekly billing',
        specification: '30 3 * * 1',
        location: 'Europe/London',
        job: { job_type: 'billing-run' },
        external_ref: externalRef,
      });
      expect(one(await ep.SubscriptionSchedules.Get(id)).data).toEqual(updated.data);

      expect(await ep.SubscriptionSchedules.Delete(id)).toBe('{}');
      const refused = await rejection(ep.SubscriptionSchedules.Get(id));
      expect(refused).toMatchObject({ errors: [{ status: '404', title: 'Not Found' }] });
      expect(await direct(ep, `/v2/subscriptions/schedules/${id}`)).toEqual({ status: 404, body: refused });
      expect(ids(many(await ep.SubscriptionSchedules.Limit(ALL).All()).data)).not.toContain(id);
    });

    it('Filter by external_ref finds the one schedule that has it', async () => {
      const ep = await sdk();
      const refs = [`sdk-a-${randomUUID()}`, `sdk-b-${randomUUID()}`];
      const made: string[] = [];
      for (const external_ref of refs) {
        const schedule = { ...SCHEDULE, attributes: { ...SCHEDULE.attributes, external_ref } };
        made.push(one(await ep.SubscriptionSchedules.Create(schedule)).data.id);
      }
      const found = many(
        await ep.SubscriptionSchedules.Filter(anyFilter({ eq: { external_ref: refs[1] as string } })).All(),
      );
      expect(ids(found.data)).toEqual([made[1]]);
    });

    it('a schedule fires as the session’s clock passes: scheduled_for is its next time, each fire a job', async () => {
      const ep = await sdk();
      const start = await clockOf(ep);
      const externalRef = `sdk-nightly-${randomUUID()}`;
      const schedule = one(
        await ep.SubscriptionSchedules.Create({
          ...SCHEDULE,
          attributes: { ...SCHEDULE.attributes, location: 'UTC', external_ref: externalRef },
        }),
      ).data;
      /** The fire times of "0 2 * * *" in UTC after `from`, up to `until`. */
      const firesAfter = (from: number, until: number) => {
        const times: string[] = [];
        const day = new Date(from);
        day.setUTCHours(2, 0, 0, 0);
        for (let at = day.getTime(); at <= until; at += 86_400_000) {
          if (at > from) times.push(new Date(at).toISOString().replace('.000Z', 'Z'));
        }
        return times;
      };
      const written = Date.parse(stampsOf(schedule).created_at ?? '');
      expect(schedule.meta?.scheduled_for).toBe(firesAfter(written, written + 2 * 86_400_000)[0]);

      const jobsBefore = ids(many(await ep.SubscriptionJobs.Limit(ALL).All()).data);
      await advance(ep, 'P3D');
      const end = await clockOf(ep);
      expect(end - start).toBe(3 * 86_400_000);
      const fired = many(await ep.SubscriptionJobs.Limit(ALL).All()).data.filter((job) => !jobsBefore.includes(job.id));
      expect(fired.map((job) => stampsOf(job).created_at)).toEqual(firesAfter(written, end));
      expect(fired.every((job) => job.attributes.job_type === 'billing-run')).toBe(true);
      expect(fired.every((job) => job.attributes.status === 'success')).toBe(true);
      expect(one(await ep.SubscriptionSchedules.Get(schedule.id)).data.meta?.scheduled_for).toBe(
        firesAfter(end, end + 86_400_000)[0],
      );

      // Deleted, it fires no more.
      expect(await ep.SubscriptionSchedules.Delete(schedule.id)).toBe('{}');
      await advance(ep, 'P2D');
      expect(many(await ep.SubscriptionJobs.Limit(ALL).All()).data).toHaveLength(jobsBefore.length + fired.length);
    });
  });
});

describe('API version 2024 only: AttachProrationPolicy (2026 attaches a policy in the offering itself)', () => {
  const sdk = sdkFor(() => servers['2024'].url, 'sdk-2024-back-office-attach');

  it('a policy attached to an offering is not deleted (409) until AttachProrationPolicy(null) detaches it', async () => {
    const ep = await sdk();
    const policy = one(
      await ep.SubscriptionProrationPolicies.Create({
        type: 'subscription_proration_policy',
        attributes: { name: 'Round up', rounding: 'up' },
      }),
    ).data.id;
    const [offering] = many(await ep.SubscriptionOfferings.All()).data;
    if (offering === undefined) throw new Error('no offering');
    await ep.SubscriptionOfferings.AttachProrationPolicy(offering.id, {
      type: 'subscription_proration_policy',
      id: policy,
    });
    expect(await rejection(ep.SubscriptionProrationPolicies.Delete(policy))).toMatchObject({
      errors: [{ status: '409', title: 'Conflict' }],
    });
    expect(one(await ep.SubscriptionProrationPolicies.Get(policy)).data.id).toBe(policy);

    await ep.SubscriptionOfferings.AttachProrationPolicy(offering.id, null);
    expect(await ep.SubscriptionProrationPolicies.Delete(policy)).toBe('{}');
    expect(await rejection(ep.SubscriptionProrationPolicies.Get(policy))).toMatchObject({
      errors: [{ status: '404' }],
    });
  });
});
