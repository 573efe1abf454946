import { describe, expect, it } from 'vitest';
import {
  type Subscription,
  type SubscriptionList,
  subscriptionListSchema,
  subscriptionResponseSchema,
  WELL_KNOWN_IDS,
} from '../../src/index.js';
import { ADAPTERS, useTarget } from '../support/adapters.js';
import { expectError, expectOk } from './expect.js';

const LIST = '/v2/subscriptions/subscriptions';
const at = (offset: number, limit: number) => `page%5Boffset%5D=${offset}&page%5Blimit%5D=${limit}`;

describe.each(ADAPTERS)('subscription list via %s', (adapter) => {
  const api = useTarget(adapter);

  async function list(query = '', scenario = 'default', path = LIST): Promise<SubscriptionList> {
    return expectOk(await api.get(`${path}${query}`), subscriptionListSchema, scenario);
  }

  it('default lists its six subscriptions in creation order, with links and meta like the key list', async () => {
    const body = await list();
    expect(body.data).toHaveLength(6);
    expect(new Set(body.data.map((s) => s.id))).toEqual(new Set(Object.values(WELL_KNOWN_IDS)));
    const created = body.data.map((s) => s.meta.timestamps.created_at);
    expect(created).toEqual([...created].sort());
    expect(body.meta).toEqual({ page: { limit: 25, offset: 0, current: 1, total: 1 }, results: { total: 6 } });
    expect(body.links).toEqual({
      current: `${api.base}${LIST}?${at(0, 25)}`,
      first: `${api.base}${LIST}?${at(0, 25)}`,
      last: `${api.base}${LIST}?${at(0, 25)}`,
      next: null,
      prev: null,
    });
    expect('included' in body).toBe(false);
  });

  it('each item is the same record the subscription endpoint gives', async () => {
    const body = await list();
    for (const item of body.data) {
      const one = await expectOk(await api.get(`${LIST}/${item.id}`), subscriptionResponseSchema);
      expect(item).toEqual(one.data);
    }
  });

  it('the path without /v2 lists the same, with links on that path', async () => {
    const plain = await list('', 'default', '/subscriptions/subscriptions');
    const v2 = await list();
    expect(plain.data).toEqual(v2.data);
    expect(plain.links.first).toBe(`${api.base}/subscriptions/subscriptions?${at(0, 25)}`);
  });

  it('filter=eq(account_id,...) gives that account’s subscriptions only, every page link keeping the filter', async () => {
    const all = await list();
    const account = all.data[0]?.attributes.account_id as string;
    const mine = all.data.filter((s) => s.attributes.account_id === account);
    expect(mine.length).toBeGreaterThanOrEqual(2);
    const body = await list(`?filter=eq(account_id,${account})&page[limit]=1`);
    expect(body.data).toEqual(mine.slice(0, 1));
    expect(body.meta.results.total).toBe(mine.length);
    expect(body.links.next).toBe(`${api.base}${LIST}?filter=eq(account_id,${account})&${at(1, 1)}`);
  });

  it('filters on name, email and external_ref; several joined by ":" must all hold', async () => {
    const all = await list();
    const [first] = all.data as [Subscription];
    const { name, email, external_ref } = first.attributes;
    const byName = await list(`?filter=eq(name,${encodeURIComponent(name)})`);
    expect(byName.data.every((s) => s.attributes.name === name)).toBe(true);
    expect(byName.data.length).toBeGreaterThanOrEqual(1);
    const byEmail = await list(`?filter=eq(email,${email})`);
    expect(byEmail.data.map((s) => s.id)).toEqual(byName.data.map((s) => s.id));
    const byRef = await list(`?filter=eq(external_ref,${external_ref})`);
    expect(byRef.data.map((s) => s.id)).toEqual([first.id]);
    const both = await list(`?filter=eq(email,${email}):eq(external_ref,${external_ref})`);
    expect(both.data.map((s) => s.id)).toEqual([first.id]);
    const none = await list(`?filter=eq(email,${email}):eq(external_ref,nope)`);
    expect(none.data).toEqual([]);
    expect(none.meta).toEqual({ page: { limit: 25, offset: 0, current: 1, total: 0 }, results: { total: 0 } });
  });

  it('a name with a space, written with + or %20, filters alike', async () => {
    const { name } = ((await list()).data[0] as Subscription).attributes;
    const plus = await list(`?filter=eq(name,${name.replaceAll(' ', '+')})`);
    const encoded = await list(`?filter=eq(name,${name.replaceAll(' ', '%20')})`);
    expect(plus.data.length).toBeGreaterThan(0);
    expect(plus.data).toEqual(encoded.data);
  });

  it.each([
    ['eq(account_id)', 'Could not parse'],
    ['account_id=x', 'Could not parse'],
    ['lt(name,x)', 'operator on name "lt"'],
    ['eq(plan_id,x)', 'field "plan_id"'],
    ['eq(name,a)|eq(name,b)', 'Could not parse'],
  ])('filter=%s is a 400 naming what is wrong', async (filter, detail) => {
    await expectError(await api.get(`${LIST}?filter=${encodeURIComponent(filter)}`), 400, detail);
  });

  it('include=plans,products gives each offering’s resources once, in the top-level object only', async () => {
    const body = await list('?include=plans,products');
    const included = body.included ?? {};
    expect(Object.keys(included).sort()).toEqual(['plans', 'products']);
    const planIds = (included.plans ?? []).map((plan) => plan.id);
    expect(new Set(planIds).size).toBe(planIds.length);
    for (const subscription of body.data) {
      expect(planIds).toContain(subscription.attributes.plan_id);
      expect('included' in subscription).toBe(false);
    }
    expect((included.plans ?? []).every((plan) => !('active_plan' in plan.meta))).toBe(true);
    const onlyPlans = await list('?include=plans');
    expect(Object.keys(onlyPlans.included ?? {})).toEqual(['plans']);
    expect(onlyPlans.data).toEqual(body.data);
  });

  it('page parameters follow the key list’s rules', async () => {
    const page = await list('?page[offset]=2&page[limit]=2');
    expect(page.meta.page).toEqual({ limit: 2, offset: 2, current: 2, total: 3 });
    expect(page.links.prev).toBe(`${api.base}${LIST}?${at(0, 2)}`);
    await expectError(await api.get(`${LIST}?page[limit]=0`), 400, 'page[limit]');
    await expectError(await api.get(`${LIST}?page[offset]=-1`), 400, 'page[offset]');
    expect((await list('?page[offset]=100')).data).toEqual([]);
  });

  it('empty lists none', async () => {
    const body = await list('?scenario=empty', 'empty');
    expect(body.data).toEqual([]);
    expect(body.meta.results.total).toBe(0);
  });

  it('many-subscriptions holds 2,000 over 100 accounts, the six well-known among them', async () => {
    const body = await list('?scenario=many-subscriptions&page[limit]=100', 'many-subscriptions');
    expect(body.meta).toEqual({ page: { limit: 100, offset: 0, current: 1, total: 20 }, results: { total: 2000 } });
    const accounts = new Set<string>();
    let next: string | null = body.links.first;
    const ids = new Set<string>();
    while (next !== null) {
      const page: SubscriptionList = await expectOk(await api.get(next.slice(api.base.length)), subscriptionListSchema);
      for (const subscription of page.data) {
        accounts.add(subscription.attributes.account_id);
        ids.add(subscription.id as string);
      }
      next = page.links.next;
    }
    expect(ids.size).toBe(2000);
    expect(accounts.size).toBe(100);
    for (const id of Object.values(WELL_KNOWN_IDS)) expect(ids.has(id), id).toBe(true);
  });

  it('in many-subscriptions an account’s subscriptions share its name and email', async () => {
    const first = (await list('?scenario=many-subscriptions', 'many-subscriptions')).data[0] as Subscription;
    const query = `?scenario=many-subscriptions&filter=eq(account_id,${first.attributes.account_id})&page[limit]=100`;
    const mine = await list(query, 'many-subscriptions');
    expect(mine.data.length).toBeGreaterThan(3);
    for (const subscription of mine.data) {
      expect(subscription.attributes).toMatchObject({ name: first.attributes.name, email: first.attributes.email });
    }
  });
});

describe.each(ADAPTERS)('subscription list with strictParams via %s', (adapter) => {
  const api = useTarget(adapter, { strictParams: true });

  it('takes its own parameters and refuses others', async () => {
    expect((await api.get(`${LIST}?filter=eq(name,x)&include=plans&page[limit]=5&scenario=default`)).status).toBe(200);
    await expectError(await api.get(`${LIST}?sort=name`), 400, 'sort');
    await expectError(await api.get(`${LIST}?include=offering`), 400, 'offering');
  });
});
