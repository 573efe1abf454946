import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBSCRIPTION_EVENT_KEYS } from '../src/events/keys.js';
import { createEmulator, WELL_KNOWN_IDS } from '../src/index.js';
import { cli } from './support/cli.js';

/**
 * `POST /__emulator/events` and `commerce-emulator trigger KEY` (src/events/trigger.ts): every key of each version
 * caused by a real change through the API, in its own session of a standalone server; what a subscription that cannot
 * take the step, an unknown key or subscription answer.
 */

interface Emitted {
  id: string;
  key: string;
  at: string;
  scenario: string;
  session: string;
  resource: { type: string; id: string };
}

const V2 = '/v2/subscriptions';
const { active, paused, canceled, closed, suspended } = WELL_KNOWN_IDS;

describe.each(['2024', '2026'] as const)('trigger, API %s', { timeout: 60_000 }, (version) => {
  let url = '';
  let close: () => Promise<void> = async () => {};
  beforeAll(async () => {
    // --auth strict: the trigger takes its token with the store's credentials.
    const server = await createEmulator({ apiVersion: version, auth: 'strict' }).listen({ port: 0 });
    url = server.url;
    close = server.close;
  });
  afterAll(() => close());

  const trigger = async (session: string, key: string, subscription?: string) => {
    const answer = await fetch(`${url}/__emulator/events?session=${session}`, {
      method: 'POST',
      body: JSON.stringify(subscription === undefined ? { key } : { key, subscription }),
    });
    return { status: answer.status, body: (await answer.json()) as { data: Emitted[]; errors: { detail: string }[] } };
  };
  const refused = async (status: number, detail: string, ...args: Parameters<typeof trigger>) => {
    const answer = await trigger(...args);
    expect(answer).toEqual({ status, body: { errors: [expect.objectContaining({ status: String(status), detail })] } });
  };

  const own = SUBSCRIPTION_EVENT_KEYS.filter((key) => key !== 'subscription.closed');
  const made = version === '2024' ? own : own.filter((key) => !key.startsWith('subscription-product.'));

  it.each(made)('%s: a real change, whose events answer', async (key) => {
    const session = `trigger-${key}`;
    const answer = await trigger(session, key);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const keys = answer.body.data.map((event) => event.key);
    expect(keys).toContain(key);
    expect(answer.body.data.every((event) => event.scenario === 'default' && event.session === session)).toBe(true);
    const kept = (await (await fetch(`${url}/__emulator/events?session=${session}`)).json()) as { data: Emitted[] };
    expect(kept.data.map((event) => event.id)).toEqual(answer.body.data.map((event) => event.id));
  });

  if (version === '2026') {
    it.each(['created', 'updated', 'deleted'])('subscription-product.%s: a 422, 2026 has no store products', (verb) =>
      refused(
        422,
        `subscription-product.${verb} is not emitted under API version 2026: it has no store products (an offering's plans emit subscription-plan.*); --api-version 2024 has them`,
        'trigger-products',
        `subscription-product.${verb}`,
      ),
    );
  }

  it('subscription.paused: a pause, then the clock at the end of the paid period', async () => {
    const answer = await trigger('trigger-paused-001', 'subscription.paused', active);
    expect(answer.body.data.filter((event) => event.resource.id === active).map(({ key, at }) => [key, at])).toEqual([
      ['subscription.pending_pause', '2026-01-01T00:00:00Z'],
      ['subscription.paused', '2026-01-14T18:46:57Z'],
    ]);
  });

  it("subscription.canceled: at once under 2026 (cancel_immediately), at the period's end under 2024", async () => {
    const answer = await trigger('trigger-canceled-001', 'subscription.canceled', active);
    const mine = answer.body.data.filter((event) => event.resource.id === active).map(({ key, at }) => [key, at]);
    expect(mine).toEqual(
      version === '2026'
        ? [['subscription.canceled', '2026-01-01T00:00:00Z']]
        : [
            ['subscription.pending_cancel', '2026-01-01T00:00:00Z'],
            ['subscription.canceled', '2026-01-14T18:46:57Z'],
          ],
    );
  });

  it('subscription.closed: the clock past the end of a subscription on a close plan', async () => {
    const session = 'trigger-closed';
    const headers = { authorization: `Bearer ${await token(url, session)}`, 'content-type': 'application/json' };
    const post = async (path: string, data: unknown) => {
      const answer = await fetch(`${url}${path}?session=${session}`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ data }),
      });
      const text = await answer.text();
      expect(answer.ok, text).toBe(true);
      return (JSON.parse(text) as { data: { id: string } }).data.id;
    };
    const once = { billing_interval_type: 'month', billing_frequency: 1, plan_length: 1, end_behavior: 'close' };
    const may = { can_pause: true, can_resume: true, can_cancel: true };
    let subscription: string;
    const buyer = {
      account_id: 'd0000000-0000-4000-8000-000000000023',
      currency: 'EUR',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      manual_payments: false,
    };
    if (version === '2024') {
      const product = await post(`${V2}/products`, {
        type: 'subscription_product',
        attributes: { name: 'Beans', price: { EUR: { amount: 900 } } },
      });
      const plan = await post(`${V2}/plans`, {
        type: 'subscription_plan',
        attributes: { name: 'Once', ...once, ...may },
      });
      const offering = await post(`${V2}/offerings/build`, { name: 'Coffee', products: [product], plans: [plan] });
      const plans = (await (
        await fetch(`${url}${V2}/offerings/${offering}/plans?session=${session}`, { headers })
      ).json()) as { data: { id: string }[] };
      subscription = await post(`${V2}/subscriptions`, { ...buyer, offering_id: offering, plan_id: plans.data[0]?.id });
    } else {
      const offering = await post(`${V2}/offerings`, { type: 'subscription_offering', attributes: { name: 'Coffee' } });
      const plan = await post(`${V2}/offerings/${offering}/plans`, {
        type: 'subscription_offering_plan',
        attributes: { name: 'Beans', price: { EUR: { amount: 900 } } },
      });
      const option = await post(`${V2}/offerings/${offering}/pricing-options`, {
        type: 'subscription_offering_pricing_option',
        attributes: { name: 'Once', ...once, ...may },
      });
      subscription = await post(`${V2}/subscriptions`, {
        ...buyer,
        offering_id: offering,
        plan_id: plan,
        pricing_option_id: option,
      });
    }
    const read = await fetch(`${url}${V2}/subscriptions/${subscription}?session=${session}`, { headers });
    const end = ((await read.json()) as { data: { meta: { timestamps: { end_date: string } } } }).data.meta.timestamps
      .end_date;
    expect(end).toMatch(/^2026-02-01T/);
    const answer = await trigger(session, 'subscription.closed');
    expect(answer.status).toBe(201);
    const mine = answer.body.data.filter((event) => event.resource.id === subscription).map(({ key, at }) => [key, at]);
    expect(mine).toEqual([['subscription.closed', end]]);
    // Closed now: it cannot close again.
    await refused(
      409,
      `subscription ${subscription}: it is closed: it does not close at its plan's end`,
      session,
      'subscription.closed',
      subscription,
    );
  });

  it('subscription.closed without a subscription on a close plan: a 422 that says what is needed', () =>
    refused(
      422,
      'no subscription is on a plan that ends (end_behavior close) in scenario default, session trigger-no-close: make one (POST /v2/subscriptions/subscriptions) or name one with subscription',
      'trigger-no-close',
      'subscription.closed',
    ));

  it('an unknown key is a 400 that names the keys', () =>
    refused(
      400,
      `key must be one of the 28 subscription event keys (${SUBSCRIPTION_EVENT_KEYS.join(', ')}), got "integration.created"`,
      'trigger-bad',
      'integration.created',
    ));

  it('an unknown subscription is a 404, an id that is not a UUID a 400', async () => {
    const unknown = '10000000-0000-4000-8000-000000000001';
    await refused(
      404,
      `GET ${V2}/subscriptions/${unknown}: subscription not found: no subscription has id "${unknown}"`,
      'trigger-bad',
      'subscription.paused',
      unknown,
    );
    await refused(
      400,
      `GET ${V2}/subscriptions/nope: subscription_uuid must be a UUID, got "nope"`,
      'trigger-bad',
      'subscription.paused',
      'nope',
    );
  });

  it.each([
    ['subscription.paused', closed, 422, `subscription ${closed}: the subscription is closed: no pause is possible`],
    ['subscription.pending_cancel', canceled, 422, `subscription ${canceled}: the subscription is already canceled`],
    [
      'subscription.resumed',
      suspended,
      422,
      `subscription ${suspended}: the subscription was suspended after failed payments: invoice 2 is unpaid; pay it first (a manual payment), then resume`,
    ],
    [
      'subscription-invoice.created',
      paused,
      409,
      `subscription ${paused}: it is paused: its next billing run makes no invoice`,
    ],
    [
      'subscription.closed',
      active,
      422,
      `subscription ${active}: its plan rolls on (end_behavior roll): subscription.closed needs one on a plan with end_behavior close, which closes after its plan_length paid intervals`,
    ],
    [
      'subscription-subscriber.deleted',
      active,
      409,
      `DELETE ${V2}/subscribers/68abc253-b0e6-4c74-bc16-46d1885f4823: subscriber 68abc253-b0e6-4c74-bc16-46d1885f4823 has 3 subscriptions (the first ${canceled}): delete them first`,
    ],
  ] as const)('%s of %s, which cannot: a %i with the reason', (key, id, status, detail) =>
    refused(status, detail, `trigger-unfit-${key}`, key, id),
  );

  it('a key about no subscription takes none: a 400', () =>
    refused(
      400,
      "subscription-job.created takes no subscription (subscription.*, subscription-invoice.*, and the .updated and .deleted of a subscription's subscriber, offering or (2026) plan do): leave subscription out, and a record is made for it",
      'trigger-bad',
      'subscription-job.created',
      active,
    ));

  it("the .updated of a subscription's subscriber and offering is of theirs (the same name again)", async () => {
    for (const key of ['subscription-subscriber.updated', 'subscription-offering.updated']) {
      const answer = await trigger('trigger-own', key, active);
      expect(answer.status).toBe(201);
      expect(answer.body.data.map((event) => event.key)).toEqual([key]);
    }
  });

  it('commerce-emulator trigger prints one line per event and exits 0', async () => {
    const { code, stdout, stderr } = await cli(
      'trigger',
      'subscription.pending_pause',
      '--url',
      url,
      '--session',
      'trigger-cli',
    ).exited;
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    expect(stdout).toMatch(/^subscription\.pending_pause [0-9a-f-]{36} 2026-01-01T00:00:00Z\n$/);
  });
});

/** A token for `session` from the store's credentials (the server runs --auth strict). */
async function token(url: string, session: string): Promise<string> {
  const body = new URLSearchParams({
    grant_type: 'client_credentials',
    client_id: 'commerce-emulator',
    client_secret: 'commerce-emulator-secret',
    session,
  });
  const answer = await fetch(`${url}/oauth/access_token`, { method: 'POST', body });
  return ((await answer.json()) as { access_token: string }).access_token;
}
