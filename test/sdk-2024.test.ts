import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmulator, type RunningServer } from '../src/index.js';
import { ids, many, one, origin, quietSdk, rejection, related, type Sdk, sdkFor } from './support/sdk.js';

// The platform's official JavaScript SDK (@elasticpath/js-sdk 35), unchanged, against a 2024 emulator over real HTTP:
// the subscriptions calls it has, made as a user's code makes them. Each test works in a session of its own (the
// SDK's `headers` option sends `X-Emulator-Session` on every call), so no test sees another's writes.
let server: RunningServer;
beforeAll(async () => {
  server = await createEmulator({ apiVersion: '2024' }).listen();
});
afterAll(() => server.close());
// The SDK logs its token decisions with console.info; that is its business, not a failure of ours.
quietSdk();

/** A fresh SDK client in a session of its own, already holding a token (test/support/sdk.ts). */
const sdk = sdkFor(() => server.url, 'sdk-2024');

const NEW_PRODUCT = {
  type: 'subscription_product',
  attributes: {
    name: 'Roasted beans 1kg',
    description: 'Freshly roasted every week.',
    sku: 'SDK-BEANS-1KG',
    price: { USD: { amount: 2500, includes_tax: false } },
    price_units: { unit: 'month' as const, amount: 1 },
  },
};
const NEW_PLAN = {
  type: 'subscription_plan',
  attributes: {
    name: 'Every two weeks',
    description: 'A delivery every other week.',
    billing_interval_type: 'week',
    billing_frequency: 2,
    trial_period: 0,
    plan_length: 26,
    end_behavior: 'roll',
    can_pause: true,
    can_resume: true,
    can_cancel: true,
    base_price_percentage: 10,
    fixed_price: undefined,
  },
};

describe('SubscriptionProducts and SubscriptionPlans (the store catalogue)', () => {
  it('Products: All, Create, Get, Update, Delete; a deleted product is a 404', async () => {
    const ep = await sdk();
    const before = many(await ep.SubscriptionProducts.All());
    expect(before.data.length).toBeGreaterThan(0);
    expect(before.data.every((product) => product.type === 'subscription_product')).toBe(true);
    const total = before.meta?.results?.total ?? 0;

    const created = one(await ep.SubscriptionProducts.Create(NEW_PRODUCT));
    expect(created.data).toMatchObject({ type: 'subscription_product', attributes: NEW_PRODUCT.attributes });
    const id = created.data.id;

    expect(one(await ep.SubscriptionProducts.Get(id)).data).toMatchObject({ id, attributes: { sku: 'SDK-BEANS-1KG' } });
    const listed = many(await ep.SubscriptionProducts.Limit(100).All());
    expect(listed.meta?.results?.total).toBe(total + 1);
    expect(ids(listed.data)).toContain(id);

    const updated = one(
      await ep.SubscriptionProducts.Update(id, {
        id,
        type: 'subscription_product',
        attributes: { name: 'Roasted beans 2kg', price: { USD: { amount: 4500 } } },
      }),
    );
    expect(updated.data.attributes).toMatchObject({
      name: 'Roasted beans 2kg',
      sku: 'SDK-BEANS-1KG',
      price: { USD: { amount: 4500 } },
    });
    expect(one(await ep.SubscriptionProducts.Get(id)).data.attributes.name).toBe('Roasted beans 2kg');

    expect(await ep.SubscriptionProducts.Delete(id)).toBe('{}');
    expect(await rejection(ep.SubscriptionProducts.Get(id))).toMatchObject({ errors: [{ status: '404' }] });
    expect(many(await ep.SubscriptionProducts.Limit(100).All()).meta?.results?.total).toBe(total);
  });

  it('Plans: All, Create, Get, Update, Delete; a deleted plan is a 404', async () => {
    const ep = await sdk();
    const before = many(await ep.SubscriptionPlans.All());
    expect(before.data.length).toBeGreaterThan(0);
    expect(before.data.every((plan) => plan.type === 'subscription_plan')).toBe(true);
    const total = before.meta?.results?.total ?? 0;

    const created = one(await ep.SubscriptionPlans.Create(NEW_PLAN));
    const { fixed_price: _, ...given } = NEW_PLAN.attributes;
    expect(created.data).toMatchObject({ type: 'subscription_plan', attributes: given });
    const id = created.data.id;

    expect(one(await ep.SubscriptionPlans.Get(id)).data).toMatchObject({ id, attributes: { plan_length: 26 } });
    const listed = many(await ep.SubscriptionPlans.Limit(100).All());
    expect(listed.meta?.results?.total).toBe(total + 1);
    expect(ids(listed.data)).toContain(id);

    const updated = one(
      await ep.SubscriptionPlans.Update(id, {
        id,
        type: 'subscription_plan',
        attributes: { name: 'Every three weeks', billing_frequency: 3 },
      }),
    );
    expect(updated.data.attributes).toMatchObject({ name: 'Every three weeks', billing_frequency: 3, plan_length: 26 });
    expect(one(await ep.SubscriptionPlans.Get(id)).data.attributes.billing_frequency).toBe(3);

    expect(await ep.SubscriptionPlans.Delete(id)).toBe('{}');
    expect(await rejection(ep.SubscriptionPlans.Get(id))).toMatchObject({ errors: [{ status: '404' }] });
  });
});

describe('SubscriptionOfferings', () => {
  it("With('plans').All() lists the offerings with every plan they name in included.plans", async () => {
    const ep = await sdk();
    // The offering's include type is `never` in the SDK's declarations; the SDK sends `include=plans` all the same.
    const list = many(await ep.SubscriptionOfferings.With('plans' as never).All());
    expect(list.data.length).toBeGreaterThan(0);
    expect(list.meta?.results?.total).toBe(list.data.length);
    const included = ids(list.included?.plans ?? []);
    for (const offering of list.data) {
      expect(offering.type).toBe('subscription_offering');
      const plans = related(offering, 'plans');
      expect(plans.length).toBeGreaterThan(0);
      for (const plan of plans) expect(included).toContain(plan);
    }
    // Only what was asked for: no products without `include=products`.
    expect(list.included?.products).toBeUndefined();
  });

  it('Get(id) gives the offering the list gave; an unknown id is a 404', async () => {
    const ep = await sdk();
    const [first] = many(await ep.SubscriptionOfferings.All()).data;
    if (first === undefined) throw new Error('no offering');
    const got = one(await ep.SubscriptionOfferings.Get(first.id));
    expect(got.data).toEqual(first);
    expect(await rejection(ep.SubscriptionOfferings.Get(randomUUID()))).toMatchObject({
      errors: [{ status: '404' }],
    });
  });

  it('Create, Update (PUT), Get, Delete an offering; a deleted offering is a 404', async () => {
    const ep = await sdk();
    const created = one(
      await ep.SubscriptionOfferings.Create({
        type: 'subscription_offering',
        attributes: { name: 'SDK Coffee Club', description: 'Made through the JS SDK.' },
      }),
    );
    expect(created.data).toMatchObject({
      type: 'subscription_offering',
      attributes: { name: 'SDK Coffee Club', description: 'Made through the JS SDK.' },
    });
    const id = created.data.id;
    const updated = one(
      await ep.SubscriptionOfferings.Update(id, {
        id,
        type: 'subscription_offering',
        attributes: { name: 'SDK Coffee Club (renamed)' },
      }),
    );
    expect(updated.data.attributes).toMatchObject({
      name: 'SDK Coffee Club (renamed)',
      description: 'Made through the JS SDK.',
    });
    expect(one(await ep.SubscriptionOfferings.Get(id)).data.attributes.name).toBe('SDK Coffee Club (renamed)');
    expect(ids(many(await ep.SubscriptionOfferings.All()).data)).toContain(id);

    expect(await ep.SubscriptionOfferings.Delete(id)).toBe('{}');
    expect(await rejection(ep.SubscriptionOfferings.Get(id))).toMatchObject({ errors: [{ status: '404' }] });
    expect(ids(many(await ep.SubscriptionOfferings.All()).data)).not.toContain(id);
  });

  it("Build from the store's products and plans: the offering holds copies whose origin is each one", async () => {
    const ep = await sdk();
    const products = ids(many(await ep.SubscriptionProducts.All()).data).slice(0, 2);
    const plans = ids(many(await ep.SubscriptionPlans.All()).data).slice(0, 2);
    expect(products).toHaveLength(2);
    expect(plans).toHaveLength(2);

    const built = one(
      await ep.SubscriptionOfferings.Build({
        name: 'SDK Built Box',
        description: 'Built in one call through the JS SDK.',
        products,
        plans,
      }),
    );
    expect(built.data).toMatchObject({
      type: 'subscription_offering',
      attributes: { name: 'SDK Built Box', description: 'Built in one call through the JS SDK.' },
    });
    const id = built.data.id;

    const attachedProducts = many(await ep.SubscriptionOfferings.GetAttachedProducts(id)).data;
    expect(attachedProducts.map(origin).sort()).toEqual([...products].sort());
    expect(attachedProducts.every((product) => product.type === 'subscription_offering_product')).toBe(true);
    const attachedPlans = many(await ep.SubscriptionOfferings.GetAttachedPlans(id)).data;
    expect(attachedPlans.map(origin).sort()).toEqual([...plans].sort());
    expect(attachedPlans.every((plan) => plan.type === 'subscription_offering_plan')).toBe(true);

    // The offering names its copies, and Get shows them.
    const got = one(await ep.SubscriptionOfferings.Get(id)).data;
    expect(related(got, 'products').sort()).toEqual(ids(attachedProducts).sort());
    expect(related(got, 'plans').sort()).toEqual(ids(attachedPlans).sort());
  });

  it('Build with a new product written inline: it is created within the offering', async () => {
    const ep = await sdk();
    const [plan] = ids(many(await ep.SubscriptionPlans.All()).data);
    if (plan === undefined) throw new Error('no plan');
    const built = one(
      await ep.SubscriptionOfferings.Build({
        name: 'SDK Inline Box',
        description: 'A product that exists only in this offering.',
        products: [{ name: 'Inline tea', sku: 'SDK-TEA', price: { USD: { amount: 1200 } } }],
        plans: [plan],
      }),
    );
    const products = many(await ep.SubscriptionOfferings.GetAttachedProducts(built.data.id)).data;
    expect(products).toHaveLength(1);
    expect(products[0]?.attributes).toMatchObject({
      name: 'Inline tea',
      sku: 'SDK-TEA',
      price: { USD: { amount: 1200 } },
    });
  });

  it('AttachProducts, AttachPlans, RemoveProduct, RemovePlan, ReplaceProducts on an offering made with Create', async () => {
    const ep = await sdk();
    const storeProducts = ids(many(await ep.SubscriptionProducts.All()).data).slice(0, 3);
    const storePlans = ids(many(await ep.SubscriptionPlans.All()).data).slice(0, 2);
    const [p1, p2, p3] = storeProducts;
    const [plan1, plan2] = storePlans;
    if (p1 === undefined || p2 === undefined || p3 === undefined || plan1 === undefined || plan2 === undefined) {
      throw new Error('the store has too few products or plans');
    }
    const id = one(
      await ep.SubscriptionOfferings.Create({
        type: 'subscription_offering',
        attributes: { name: 'SDK Attach Box', description: 'Attached piece by piece.' },
      }),
    ).data.id;
    expect(many(await ep.SubscriptionOfferings.GetAttachedProducts(id)).data).toEqual([]);
    expect(many(await ep.SubscriptionOfferings.GetAttachedPlans(id)).data).toEqual([]);

    // Attach: the answer is the copies just made, each naming its store record as origin.
    const attachedProducts = many(await ep.SubscriptionOfferings.AttachProducts(id, { products: [p1, p2] })).data;
    expect(attachedProducts.map(origin).sort()).toEqual([p1, p2].sort());
    const attachedPlans = many(await ep.SubscriptionOfferings.AttachPlans(id, { plans: [plan1, plan2] })).data;
    expect(attachedPlans.map(origin).sort()).toEqual([plan1, plan2].sort());
    expect(ids(many(await ep.SubscriptionOfferings.GetAttachedProducts(id)).data).sort()).toEqual(
      ids(attachedProducts).sort(),
    );
    expect(ids(many(await ep.SubscriptionOfferings.GetAttachedPlans(id)).data).sort()).toEqual(
      ids(attachedPlans).sort(),
    );
    const offering = one(await ep.SubscriptionOfferings.Get(id)).data;
    expect(related(offering, 'products').sort()).toEqual(ids(attachedProducts).sort());
    expect(related(offering, 'plans').sort()).toEqual(ids(attachedPlans).sort());

    // Remove by the offering's copy id, as GetAttachedProducts/GetAttachedPlans give it.
    const copyOfP1 = attachedProducts.find((product) => origin(product) === p1);
    const copyOfPlan1 = attachedPlans.find((plan) => origin(plan) === plan1);
    if (copyOfP1 === undefined || copyOfPlan1 === undefined) throw new Error('no copy');
    expect(await ep.SubscriptionOfferings.RemoveProduct(id, copyOfP1.id)).toBe('{}');
    expect(await ep.SubscriptionOfferings.RemovePlan(id, copyOfPlan1.id)).toBe('{}');
    expect(many(await ep.SubscriptionOfferings.GetAttachedProducts(id)).data.map(origin)).toEqual([p2]);
    expect(many(await ep.SubscriptionOfferings.GetAttachedPlans(id)).data.map(origin)).toEqual([plan2]);

    // Replace: the offering's products are now copies of exactly those given.
    const replaced = many(await ep.SubscriptionOfferings.ReplaceProducts(id, [p3])).data;
    expect(replaced.map(origin)).toEqual([p3]);
    const now = many(await ep.SubscriptionOfferings.GetAttachedProducts(id)).data;
    expect(now.map(origin)).toEqual([p3]);
    expect(related(one(await ep.SubscriptionOfferings.Get(id)).data, 'products')).toEqual(ids(now));
    // The store's own records are untouched by what happens to the copies.
    expect(one(await ep.SubscriptionProducts.Get(p1)).data.id).toBe(p1);
  });
});

describe('Subscriptions', () => {
  /** An offering of the seed, its plans (the offering's copies), and a currency its products are priced in. */
  async function anOffering(ep: Sdk) {
    const offering = many(await ep.SubscriptionOfferings.With('products' as never).All());
    const first = offering.data.find((item) => related(item, 'plans').length >= 2);
    if (first === undefined) throw new Error('no offering with two plans');
    const plans = related(first, 'plans');
    const product = offering.included?.products?.find((item) => item.id === related(first, 'products')[0]);
    const currency = Object.keys((product?.attributes.price as Record<string, unknown> | undefined) ?? {})[0];
    if (currency === undefined) throw new Error('no priced product');
    return { offering: first, plans, currency };
  }

  it('Create with the fields the spec requires gives a subscription on the plan and offering given', async () => {
    const ep = await sdk();
    const { offering, plans, currency } = await anOffering(ep);
    const plan = plans[0] as string;
    const account = randomUUID();
    // The SDK's typed body lacks name, email and manual_payments, which the spec's BuildSubscription requires; the
    // SDK sends whatever body it gets.
    const body = {
      account_id: account,
      offering_id: offering.id,
      plan_id: plan,
      currency,
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      manual_payments: true,
    };
    const created = one(await ep.Subscriptions.Create(body));
    expect(created.data).toMatchObject({
      type: 'subscription',
      attributes: {
        account_id: account,
        plan_id: plan,
        currency,
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        offering: { id: offering.id, attributes: { name: offering.attributes.name } },
      },
      meta: { status: 'active', canceled: false, paused: false, closed: false, manual_payments: true },
    });
    const got = one(await ep.Subscriptions.Get(created.data.id));
    expect(got.data.attributes).toMatchObject({ account_id: account, plan_id: plan });
    expect(ids(many(await ep.Subscriptions.All()).data)).toContain(created.data.id);
  });

  it('GetAttachedProducts and GetAttachedPlans give the offering’s products and plans; the current plan is active', async () => {
    const ep = await sdk();
    const { offering, plans, currency } = await anOffering(ep);
    const plan = plans[1] as string;
    const body = {
      account_id: randomUUID(),
      offering_id: offering.id,
      plan_id: plan,
      currency,
      name: 'Grace Hopper',
      email: 'grace@example.com',
      manual_payments: true,
    };
    const id = one(await ep.Subscriptions.Create(body)).data.id;
    const products = many(await ep.Subscriptions.GetAttachedProducts(id)).data;
    expect(ids(products).sort()).toEqual(related(offering, 'products').sort());
    const subscriptionPlans = many(await ep.Subscriptions.GetAttachedPlans(id)).data;
    expect(ids(subscriptionPlans).sort()).toEqual([...plans].sort());
    const active = subscriptionPlans.filter((item) => item.meta?.active_plan === true);
    expect(ids(active)).toEqual([plan]);
  });

  it('Update switches the plan; Get and GetAttachedPlans show the new one', async () => {
    const ep = await sdk();
    const { offering, plans, currency } = await anOffering(ep);
    const [from, to] = plans as [string, string];
    const body = {
      account_id: randomUUID(),
      offering_id: offering.id,
      plan_id: from,
      currency,
      name: 'Alan Turing',
      email: 'alan@example.com',
      manual_payments: true,
    };
    const id = one(await ep.Subscriptions.Create(body)).data.id;
    const updated = one(await ep.Subscriptions.Update(id, { id, type: 'subscription', attributes: { plan_id: to } }));
    expect(updated.data.attributes.plan_id).toBe(to);
    expect(one(await ep.Subscriptions.Get(id)).data.attributes.plan_id).toBe(to);
    const active = many(await ep.Subscriptions.GetAttachedPlans(id)).data.filter(
      (item) => item.meta?.active_plan === true,
    );
    expect(ids(active)).toEqual([to]);
  });

  it('CreateState cancels: the answer is empty and Get shows the subscription canceled', async () => {
    const ep = await sdk();
    const { offering, plans, currency } = await anOffering(ep);
    const body = {
      account_id: randomUUID(),
      offering_id: offering.id,
      plan_id: plans[0] as string,
      currency,
      name: 'Katherine Johnson',
      email: 'katherine@example.com',
      manual_payments: true,
    };
    const id = one(await ep.Subscriptions.Create(body)).data.id;
    expect(await ep.Subscriptions.CreateState(id, 'cancel')).toBe('{}');
    const got = one(await ep.Subscriptions.Get(id)).data;
    expect(got.meta).toMatchObject({ canceled: true });
    expect((got.meta?.state as { attributes: { action: string } } | undefined)?.attributes.action).toBe('cancel');
  });

  it('Delete removes a subscription: Get is then a 404 through the SDK’s rejection', async () => {
    const ep = await sdk();
    const { offering, plans, currency } = await anOffering(ep);
    const body = {
      account_id: randomUUID(),
      offering_id: offering.id,
      plan_id: plans[0] as string,
      currency,
      name: 'Edsger Dijkstra',
      email: 'edsger@example.com',
      manual_payments: true,
    };
    const id = one(await ep.Subscriptions.Create(body)).data.id;
    expect(await ep.Subscriptions.Delete(id)).toBe('{}');
    expect(await rejection(ep.Subscriptions.Get(id))).toMatchObject({ errors: [{ status: '404' }] });
    expect(ids(many(await ep.Subscriptions.All()).data)).not.toContain(id);
  });

  it('the sessions keep the tests apart: a subscription made in one is not in another', async () => {
    const a = await sdk();
    const b = await sdk();
    const { offering, plans, currency } = await anOffering(a);
    const body = {
      account_id: randomUUID(),
      offering_id: offering.id,
      plan_id: plans[0] as string,
      currency,
      name: 'Barbara Liskov',
      email: 'barbara@example.com',
      manual_payments: true,
    };
    const id = one(await a.Subscriptions.Create(body)).data.id;
    expect(ids(many(await a.Subscriptions.All()).data)).toContain(id);
    expect(await rejection(b.Subscriptions.Get(id))).toMatchObject({ errors: [{ status: '404' }] });
  });
});
