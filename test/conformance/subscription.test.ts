import { describe, expect, it } from 'vitest';
import { type SubscriptionResponse, subscriptionResponseSchema, WELL_KNOWN_IDS } from '../../src/index.js';
import { ADAPTERS, useTarget } from '../support/adapters.js';
import { expectError, expectOk } from './expect.js';

const PATH = '/subscriptions/subscriptions';
const ID = WELL_KNOWN_IDS.active;

describe.each(ADAPTERS)('subscription via %s', (adapter) => {
  const api = useTarget(adapter);

  async function subscription(query = '', path = `${PATH}/${ID}`): Promise<SubscriptionResponse> {
    return expectOk(await api.get(`${path}${query}`), subscriptionResponseSchema, 'default');
  }

  it('without include there is no included key, neither at the top nor under data', async () => {
    const body = await subscription();
    expect(Object.keys(body)).toEqual(['data']);
    expect(body.data.id).toBe(ID);
    expect('included' in body.data).toBe(false);
  });

  it.each(['products', 'plans'] as const)(
    'include=%s gives them under data.included and top-level included',
    async (kind) => {
      const plain = await subscription();
      const body = await subscription(`?include=${kind}`);
      const { included, ...data } = body.data;
      expect(data).toEqual(plain.data);
      expect(Object.keys(included ?? {})).toEqual([kind]);
      const resources = included?.[kind] ?? [];
      expect(resources.length).toBeGreaterThanOrEqual(2);
      expect(body.included).toEqual({ [kind]: resources });
    },
  );

  it("the included plans hold the subscription's plan", async () => {
    const body = await subscription('?include=plans');
    const plans = body.data.included?.plans ?? [];
    expect(plans.map((plan) => plan.id)).toContain(body.data.attributes.plan_id);
  });

  it('include=products,plans gives both, in either order, with or without spaces', async () => {
    const products = await subscription('?include=products');
    const plans = await subscription('?include=plans');
    const both = await subscription('?include=products,plans');
    expect(both.data.included).toEqual({
      products: products.data.included?.products,
      plans: plans.data.included?.plans,
    });
    expect(both.included).toEqual(both.data.included);
    expect(await subscription('?include=plans,products')).toEqual(both);
    expect(await subscription('?include=plans%2Cproducts')).toEqual(both);
    expect(await subscription('?include=products,%20plans')).toEqual(both);
  });

  it('unknown include values are ignored', async () => {
    expect(await subscription('?include=offering')).toEqual(await subscription());
    expect(await subscription('?include=')).toEqual(await subscription());
    expect(await subscription('?include=products,offering')).toEqual(await subscription('?include=products'));
  });

  it('include given twice is a 400', async () => {
    await expectError(await api.get(`${PATH}/${ID}?include=plans&include=products`), 400, 'include');
  });

  it('the /v2 alias answers the same bodies', async () => {
    for (const query of ['', '?include=products,plans']) {
      expect(await subscription(query, `/v2${PATH}/${ID}`)).toEqual(await subscription(query));
    }
  });

  it('answers with or without one trailing slash', async () => {
    expect(await subscription('', `${PATH}/${ID}/`)).toEqual(await subscription());
    expect(await subscription('', `/v2${PATH}/${ID}/`)).toEqual(await subscription());
  });

  it('an id that is not a UUID is a 400 Validation Error', async () => {
    for (const id of ['nope', '12345', `${ID}0`, 'zzzzzzzz-0000-4000-8000-000000000001']) {
      await expectError(await api.get(`${PATH}/${id}`), 400, 'UUID', { title: 'Validation Error' });
      await expectError(await api.get(`/v2${PATH}/${id}`), 400, 'UUID', { title: 'Validation Error' });
    }
  });

  it('a UUID that is not there is a 404, the nil and max UUIDs included', async () => {
    const missing = '00000000-0000-4000-8000-000000000999';
    await expectError(await api.get(`${PATH}/${missing}`), 404, missing);
    await expectError(await api.get(`/v2${PATH}/${missing}?include=plans`), 404, missing);
    for (const id of ['00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff']) {
      await expectError(await api.get(`${PATH}/${id}`), 404, id);
    }
  });

  it('an upper-case UUID finds the same subscription', async () => {
    expect(await subscription('', `${PATH}/${ID.toUpperCase()}`)).toEqual(await subscription());
  });

  it('every well-known id is in default; those the subscriber acted on carry a state, dunning outcomes none', async () => {
    for (const [name, id] of Object.entries(WELL_KNOWN_IDS)) {
      const body = await subscription('', `${PATH}/${id}`);
      expect(body.data.id).toBe(id);
      expect(body.data.state === undefined, name).toBe(['active', 'closed', 'suspended'].includes(name));
    }
  });

  it('the lifecycle flags are in data.meta, always, and equal to data.state.meta where there is a state', async () => {
    const flags = ['canceled', 'paused', 'closed', 'suspended', 'invoice_after'] as const;
    for (const [name, id] of Object.entries(WELL_KNOWN_IDS)) {
      const { data } = await subscription('', `${PATH}/${id}`);
      expect(data.meta, name).toMatchObject({ pending: false, manual_payments: false, first_invoice_prepaid: false });
      for (const flag of flags) {
        expect(data.meta[flag], `${name} ${flag}`).toBeDefined();
        if (data.state !== undefined) expect(data.state.meta[flag], `${name} ${flag}`).toBe(data.meta[flag]);
      }
    }
    const paused = await subscription('', `${PATH}/${WELL_KNOWN_IDS.paused}`);
    expect(paused.data.meta).toMatchObject({ paused: true, canceled: false, status: 'active' });
    const canceled = await subscription('', `${PATH}/${WELL_KNOWN_IDS.canceled}`);
    expect(canceled.data.meta).toMatchObject({ paused: false, canceled: true, status: 'active' });
  });

  it("carries the subscriber's name and email and the real payment gateway id", async () => {
    const { data } = await subscription();
    expect(data.attributes.name.length).toBeGreaterThanOrEqual(3);
    expect(data.attributes.email).toMatch(/^[^@\s]+@example\.(com|org|net)$/);
    expect(data.attributes.payment_authority?.type).toBe('elastic_path_payments_stripe');
  });

  it('include=plans: top-level included.plans holds the active plan, as SDK code reads it', async () => {
    const body = await subscription('?include=plans');
    const active = body.included?.plans?.find((plan) => plan.id === body.data.attributes.plan_id);
    expect(active?.meta.active_plan).toBe(true);
    expect(active?.attributes).toMatchObject({ can_pause: true, can_resume: true, can_cancel: true });
  });

  it('HEAD answers like GET without a body', async () => {
    const response = await api.fetch(`${PATH}/${ID}`, { method: 'HEAD', headers: { Authorization: 'Bearer x' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-emulator-scenario')).toBe('default');
    expect(await response.text()).toBe('');
  });
});

describe.each(ADAPTERS)('subscription with strictParams via %s', (adapter) => {
  const api = useTarget(adapter, { strictParams: true });

  it('an unknown include value is a 400 naming it', async () => {
    await expectError(await api.get(`${PATH}/${ID}?include=offering`), 400, 'offering');
    await expectError(await api.get(`${PATH}/${ID}?include=products,offering`), 400, 'offering');
  });

  it('an unknown parameter is a 400, but known ones and the scenario flag pass', async () => {
    await expectError(await api.get(`${PATH}/${ID}?color=red`), 400, 'color');
    await expectError(await api.get('/v2/application-keys?color=red'), 400, 'color');
    await expectOk(await api.get(`${PATH}/${ID}?include=products,plans&scenario=paused`), subscriptionResponseSchema);
    expect((await api.get('/v2/application-keys?page[limit]=5&scenario=default')).status).toBe(200);
  });

  it('the record check still comes after the parameter check', async () => {
    const missing = '00000000-0000-4000-8000-000000000999';
    await expectError(await api.get(`${PATH}/${missing}?include=offering`), 400, 'offering');
  });
});
