import { describe, expect, it } from 'vitest';
import {
  attachedOfferingFeatures2026Schema,
  type FeatureList2026,
  featureList2026Schema,
  featureResponse2026Schema,
  type OfferingFeatureList2026,
  offeringFeatureList2026Schema,
  offeringFeatureResponse2026Schema,
  offeringList2026Schema,
  offeringPlanList2026Schema,
  offeringResponse2026Schema,
  offeringResponseSchema,
  type StorePlanList,
  type StoreProductList,
  storePlanListSchema,
  storePlanResponseSchema,
  storeProductListSchema,
  storeProductResponseSchema,
  subscriptionProductListSchema,
} from '../../src/schemas/index.js';
import { ADAPTERS, AUTH, type Target, useTarget } from '../support/adapters.js';
import { MONTHLY_RULES } from '../support/plans.js';
import { expectCreated, expectError, expectOk } from './expect.js';

/**
 * The store's catalogue and offerings' features, through every adapter: 2026 features (the store's library and each
 * offering's own, made there or attached as copies) and 2024 store products and plans (which offerings copy, and
 * which cannot be deleted while an offering holds a copy). Every write lands in its session only.
 */

const FEATURES = '/v2/subscriptions/features';
const OFFERINGS = '/v2/subscriptions/offerings';
const PRODUCTS = '/v2/subscriptions/products';
const PLANS = '/v2/subscriptions/plans';
const JSON_HEADERS = { ...AUTH, 'Content-Type': 'application/json' };
const UNKNOWN = 'ffffffff-ffff-4fff-bfff-ffffffffffff';
/** A path id that is not a UUID: a 400 titled as the platform titles it. */
const BAD_ID = { title: 'Validation Error' };
/** The default clock: the first write of a session is dated at it. */
const NOW = '2026-01-01T00:00:00Z';

/** A write with a JSON body, in `session`. */
function send(api: Target, method: string, path: string, body: unknown, session: string) {
  const text = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
  return api.fetch(path, { method, headers: { ...JSON_HEADERS, 'X-Emulator-Session': session }, body: text });
}

/** A read in `session` (a session that wrote nothing reads the world). */
const read = (api: Target, path: string, session: string) => api.get(path, { 'X-Emulator-Session': session });

/** A DELETE in `session`: a 204 with no body. */
async function expectDeleted(api: Target, path: string, session: string) {
  const response = await send(api, 'DELETE', path, undefined, session);
  expect(response.status, await response.clone().text()).toBe(204);
  expect(await response.text()).toBe('');
  expect(response.headers.get('x-emulator-session')).toBe(session);
}

const access = (tag: string) => ({ type: 'access', tag });

/** The ids a to-many relationship names (none when it is missing). */
const related = (relationship: { data?: unknown } | undefined): string[] =>
  ((relationship?.data ?? []) as { id: string }[]).map((one) => one.id);

// ---------------------------------------------------------------------------------------------------------------
// 2026

describe.each(ADAPTERS)('2026 features via %s', (adapter) => {
  const api = useTarget(adapter, { apiVersion: '2026' });

  const features = async (session = 'world', query = 'page[limit]=100'): Promise<FeatureList2026> =>
    expectOk(await read(api, `${FEATURES}?${query}`, session), featureList2026Schema);
  const offeringFeatures = async (offering: string, session = 'world'): Promise<OfferingFeatureList2026> =>
    expectOk(
      await read(api, `${OFFERINGS}/${offering}/features?page[limit]=100`, session),
      offeringFeatureList2026Schema,
    );
  const offerings = async (session = 'world') =>
    (await expectOk(await read(api, `${OFFERINGS}?page[limit]=100`, session), offeringList2026Schema)).data;
  const firstOffering = async () => (await offerings())[0]?.id as string;
  const createStoreFeature = (session: string, attributes: Record<string, unknown>) =>
    send(api, 'POST', FEATURES, { data: { type: 'subscription_feature', attributes } }, session);
  /**
   * Every plan's `feature_configurations` of an offering, by plan id, read from its plans (ListOfferingPlans); the
   * offering's `include=plans` shows the same.
   */
  const configurations = async (offering: string, session: string) => {
    const byPlan = (plans: { id?: string | undefined; attributes: { feature_configurations: object } }[]) =>
      Object.fromEntries(plans.map((plan) => [plan.id, plan.attributes.feature_configurations])) as Record<
        string,
        Record<string, unknown>
      >;
    const listed = await expectOk(
      await read(api, `${OFFERINGS}/${offering}/plans?page[limit]=100`, session),
      offeringPlanList2026Schema,
    );
    const { included } = await expectOk(
      await read(api, `${OFFERINGS}/${offering}?include=plans`, session),
      offeringResponse2026Schema,
    );
    expect(byPlan(included?.plans ?? [])).toEqual(byPlan(listed.data));
    return byPlan(listed.data);
  };

  describe('store features', () => {
    it('ListFeatures: a page of every feature the offerings copied (2 per offering), with links and totals', async () => {
      const all = await features();
      const every = await offerings();
      expect(every.length).toBeGreaterThan(0);
      expect(all.meta.results.total).toBe(every.length * 2);
      expect(all.data).toHaveLength(all.meta.results.total);
      expect(new Set(all.data.map((feature) => feature.id)).size).toBe(all.data.length);
      for (const feature of all.data) expect(['store', 'organization']).toContain(feature.meta.owner);
      const page = await expectOk(await api.get(`${FEATURES}?page[offset]=1&page[limit]=2`), featureList2026Schema);
      expect(page.data).toEqual(all.data.slice(1, 3));
      expect(page.meta.page).toEqual({ limit: 2, offset: 1, current: 1, total: Math.ceil(all.data.length / 2) });
      expect(page.links.next).toBe(`${api.base}${FEATURES}?page%5Boffset%5D=3&page%5Blimit%5D=2`);
      // The seed's path without /v2 answers the same list.
      const alias = await expectOk(await api.get('/subscriptions/features?page[limit]=100'), featureList2026Schema);
      expect(alias.data).toEqual(all.data);
    });

    it('ListFeatures filters: eq and in on external_ref and on tag, several joined by ":"', async () => {
      const all = (await features()).data;
      const [a, b] = all as [FeatureList2026['data'][number], FeatureList2026['data'][number]];
      const ref = (feature: typeof a) => feature.attributes.external_ref as string;
      const tag = (feature: typeof a) => (feature.attributes.configuration as { tag: string }).tag;
      const ids = async (filter: string) =>
        (await features('world', `filter=${filter}&page[limit]=100`)).data.map((f) => f.id);
      const expected = (keep: (feature: typeof a) => boolean) => all.filter(keep).map((feature) => feature.id);

      const hasTag = (f: typeof a) => 'tag' in f.attributes.configuration;
      // external_ref is not unique among the store's features (offerings of one kind copy the same ones).
      const byRef = expected((f) => ref(f) === ref(a));
      expect(byRef).toContain(a.id);
      expect(byRef.length).toBeLessThan(all.length);
      expect(await ids(`eq(external_ref,${ref(a)})`)).toEqual(byRef);
      expect(await ids(`in(external_ref,${ref(a)},${ref(b)})`)).toEqual(
        expected((f) => [ref(a), ref(b)].includes(ref(f))),
      );
      const byTag = expected((f) => hasTag(f) && tag(f) === tag(a));
      expect(byTag.length).toBeLessThan(all.length);
      expect(await ids(`eq(tag,${tag(a)})`)).toEqual(byTag);
      expect(await ids(`in(tag,${tag(a)},${tag(b)})`)).toEqual(
        expected((f) => hasTag(f) && [tag(a), tag(b)].includes(tag(f))),
      );
      expect(await ids(`eq(tag,${tag(a)}):in(external_ref,${ref(a)},${ref(b)})`)).toEqual(
        expected((f) => hasTag(f) && tag(f) === tag(a) && [ref(a), ref(b)].includes(ref(f))),
      );
      expect(await ids(`eq(tag,no-such-tag):eq(external_ref,${ref(a)})`)).toEqual([]);
      const none = await features('world', 'filter=eq(external_ref,no-such-ref)');
      expect(none.data).toEqual([]);
      expect(none.meta.results.total).toBe(0);
    });

    it.each([
      ['eq(name,Library)', 'name'],
      ['eq(owner,store)', 'owner'],
      ['gt(tag,a)', 'gt'],
      ['external_ref=abc', 'external_ref=abc'],
      ['eq(tag)', 'eq(tag)'],
    ])('ListFeatures filter=%s is a 400 naming %s', async (filter, named) => {
      await expectError(await api.get(`${FEATURES}?filter=${filter}`), 400, named);
    });

    it('GetFeature: the feature as listed; 404 for an unknown id, 400 for one that is not a UUID', async () => {
      const [first] = (await features()).data;
      const one = await expectOk(await api.get(`${FEATURES}/${first?.id}`), featureResponse2026Schema);
      expect(one.data).toEqual(first);
      const upper = await expectOk(await api.get(`${FEATURES}/${first?.id?.toUpperCase()}`), featureResponse2026Schema);
      expect(upper.data).toEqual(first);
      await expectError(await api.get(`${FEATURES}/${UNKNOWN}`), 404, UNKNOWN);
      await expectError(await api.get(`${FEATURES}/not-a-uuid`), 400, 'feature_uuid', BAD_ID);
    });

    it('CreateFeature: 201 with the feature, in the writing session only', async () => {
      const before = (await features()).meta.results.total;
      const attributes = {
        name: 'Members library',
        description: 'Every back issue',
        external_ref: 'ftr-library',
        configuration: access('members-library'),
      };
      const response = await createStoreFeature('feature-create', attributes);
      expect(response.headers.get('x-emulator-session')).toBe('feature-create');
      const { data } = await expectCreated(response, featureResponse2026Schema);
      expect(data).toEqual({
        id: data.id,
        type: 'subscription_feature',
        attributes,
        meta: { owner: 'store', timestamps: { created_at: NOW, updated_at: NOW } },
      });
      const mine = await features('feature-create');
      expect(mine.meta.results.total).toBe(before + 1);
      expect(mine.data.at(-1)).toEqual(data);
      const one = await expectOk(
        await read(api, `${FEATURES}/${data.id}`, 'feature-create'),
        featureResponse2026Schema,
      );
      expect(one.data).toEqual(data);
      const found = await features('feature-create', 'filter=eq(tag,members-library)');
      expect(found.data).toEqual([data]);
      // Another session, and no session, read the world.
      expect((await features('feature-other')).meta.results.total).toBe(before);
      await expectError(await read(api, `${FEATURES}/${data.id}`, 'feature-other'), 404);
      await expectError(await api.get(`${FEATURES}/${data.id}`), 404);
    });

    it.each([
      [{}, 'data'],
      [{ data: { type: 'subscription_feature', attributes: { name: 'Library' } } }, 'data.attributes.configuration'],
      [{ data: { type: 'subscription_feature', attributes: { configuration: access('x') } } }, 'data.attributes.name'],
      [{ data: { type: 'feature', attributes: { name: 'Library', configuration: access('x') } } }, 'data.type'],
      [
        { data: { type: 'subscription_feature', attributes: { name: 'Library', configuration: access('bad tag!') } } },
        'data.attributes.configuration',
      ],
    ])('CreateFeature %j is a 400 naming %s; nothing is made', async (body, named) => {
      await expectError(await send(api, 'POST', FEATURES, body, 'feature-invalid'), 400, named);
      expect((await features('feature-invalid')).meta.results.total).toBe((await features()).meta.results.total);
    });

    it('UpdateFeature: 200 with the changes, null clearing, the rest kept; in the writing session only', async () => {
      const [first] = (await features()).data;
      const id = first?.id as string;
      const body = {
        data: { id, type: 'subscription_feature', attributes: { name: 'Renamed feature', description: null } },
      };
      const { data } = await expectOk(
        await send(api, 'PUT', `${FEATURES}/${id}`, body, 'feature-update'),
        featureResponse2026Schema,
      );
      const { description: _gone, ...kept } = first?.attributes ?? {};
      expect(data).toEqual({
        id,
        type: 'subscription_feature',
        attributes: { ...kept, name: 'Renamed feature' },
        meta: { owner: 'store', timestamps: { created_at: first?.meta.timestamps.created_at, updated_at: NOW } },
      });
      expect((await features('feature-update')).data[0]).toEqual(data);
      const other = await expectOk(
        await read(api, `${FEATURES}/${id}`, 'feature-update-other'),
        featureResponse2026Schema,
      );
      expect(other.data).toEqual(first);
      await expectError(
        await send(api, 'PUT', `${FEATURES}/${UNKNOWN}`, { data: { ...body.data, id: UNKNOWN } }, 'feature-update'),
        404,
        UNKNOWN,
      );
      await expectError(
        await send(api, 'PUT', `${FEATURES}/nope`, body, 'feature-update'),
        400,
        'feature_uuid',
        BAD_ID,
      );
      await expectError(
        await send(api, 'PUT', `${FEATURES}/${id}`, { data: { id, type: 'subscription_feature' } }, 'feature-update'),
        400,
        'data.attributes',
      );
    });

    it('DeleteFeature: 204, gone in the session only; offerings keep their copies; 404 after, 400 for a bad id', async () => {
      const all = (await features()).data;
      const gone = all[0]?.id as string;
      const offering = await firstOffering();
      const copies = (await offeringFeatures(offering)).data;
      await expectDeleted(api, `${FEATURES}/${gone}`, 'feature-delete');
      const after = await features('feature-delete');
      expect(after.data.map((feature) => feature.id)).toEqual(
        all.map((feature) => feature.id).filter((id) => id !== gone),
      );
      await expectError(await read(api, `${FEATURES}/${gone}`, 'feature-delete'), 404, gone);
      await expectError(await send(api, 'DELETE', `${FEATURES}/${gone}`, undefined, 'feature-delete'), 404, gone);
      expect((await offeringFeatures(offering, 'feature-delete')).data).toEqual(copies);
      await expectOk(await read(api, `${FEATURES}/${gone}`, 'feature-delete-other'), featureResponse2026Schema);
      await expectError(
        await send(api, 'DELETE', `${FEATURES}/nope`, undefined, 'feature-delete'),
        400,
        'feature_uuid',
        BAD_ID,
      );
      await expectError(await send(api, 'DELETE', `${FEATURES}/${UNKNOWN}`, undefined, 'feature-delete-none'), 404);
    });
  });

  describe("offerings' features", () => {
    it('ListOfferingFeatures: each seeded offering has 2, paginated; 404 for an unknown offering, 400 for a bad id', async () => {
      for (const offering of await offerings()) {
        const list = await offeringFeatures(offering.id as string);
        expect(list.meta.results.total).toBe(2);
        expect(list.data.map((feature) => feature.id)).toEqual(related(offering.relationships?.features));
      }
      const offering = await firstOffering();
      const all = (await offeringFeatures(offering)).data;
      const page = await expectOk(
        await api.get(`${OFFERINGS}/${offering}/features?page[offset]=1&page[limit]=1`),
        offeringFeatureList2026Schema,
      );
      expect(page.data).toEqual(all.slice(1));
      expect(page.meta).toEqual({ page: { limit: 1, offset: 1, current: 2, total: 2 }, results: { total: 2 } });
      expect(page.links.prev).toBe(`${api.base}${OFFERINGS}/${offering}/features?page%5Boffset%5D=0&page%5Blimit%5D=1`);
      await expectError(await api.get(`${OFFERINGS}/${UNKNOWN}/features`), 404, UNKNOWN);
      await expectError(await api.get(`${OFFERINGS}/nope/features`), 400, 'offering_uuid', BAD_ID);
    });

    it('GetOfferingFeature: the feature as listed; 404 for an unknown feature or offering, 400 for a bad id', async () => {
      const offering = await firstOffering();
      const [first] = (await offeringFeatures(offering)).data;
      const one = await expectOk(
        await api.get(`${OFFERINGS}/${offering}/features/${first?.id}`),
        offeringFeatureResponse2026Schema,
      );
      expect(one.data).toEqual(first);
      expect(one.data.type).toBe('subscription_offering_feature');
      await expectError(await api.get(`${OFFERINGS}/${offering}/features/${UNKNOWN}`), 404, UNKNOWN);
      await expectError(await api.get(`${OFFERINGS}/${UNKNOWN}/features/${first?.id}`), 404, UNKNOWN);
      await expectError(await api.get(`${OFFERINGS}/${offering}/features/nope`), 400, 'feature_uuid', BAD_ID);
      // A store feature is not the offering's (its copy has an id of its own).
      const [store] = (await features()).data;
      await expectError(await api.get(`${OFFERINGS}/${offering}/features/${store?.id}`), 404);
    });

    it('CreateOfferingFeature: 201 with the feature, in the offering and its relationships, in the session only', async () => {
      const offering = await firstOffering();
      const attributes = {
        name: 'Early access',
        configuration: { type: 'usage', tag: 'early', label: 'Days early', default_value: 2 },
      };
      const body = { data: { type: 'subscription_offering_feature', attributes } };
      const { data } = await expectCreated(
        await send(api, 'POST', `${OFFERINGS}/${offering}/features`, body, 'offering-feature-create'),
        offeringFeatureResponse2026Schema,
      );
      expect(data).toMatchObject({ type: 'subscription_offering_feature', attributes });
      expect(data.meta.timestamps).toEqual({ created_at: NOW, updated_at: NOW });
      const mine = await offeringFeatures(offering, 'offering-feature-create');
      expect(mine.data.map((feature) => feature.id)).toContain(data.id);
      expect(mine.data.at(-1)).toEqual(data);
      const { data: record } = await expectOk(
        await read(api, `${OFFERINGS}/${offering}`, 'offering-feature-create'),
        offeringResponse2026Schema,
      );
      expect(related(record.relationships?.features)).toContain(data.id);
      expect((await offeringFeatures(offering, 'offering-feature-other')).meta.results.total).toBe(2);
      // Not a store feature.
      await expectError(await read(api, `${FEATURES}/${data.id}`, 'offering-feature-create'), 404);
      await expectError(
        await send(api, 'POST', `${OFFERINGS}/${UNKNOWN}/features`, body, 'offering-feature-create'),
        404,
      );
      await expectError(
        await send(api, 'POST', `${OFFERINGS}/nope/features`, body, 'offering-feature-create'),
        400,
        'offering_uuid',
        BAD_ID,
      );
      await expectError(
        await send(
          api,
          'POST',
          `${OFFERINGS}/${offering}/features`,
          { data: { type: 'subscription_feature', attributes } },
          'x',
        ),
        400,
        'data.type',
      );
    });

    it("UpdateOfferingFeature: 200 with the offering's feature changed, as a library Feature (the document's answer); in the session only", async () => {
      const offering = await firstOffering();
      const [first] = (await offeringFeatures(offering)).data;
      const id = first?.id as string;
      const body = {
        data: {
          id,
          type: 'subscription_offering_feature',
          attributes: { external_ref: null, configuration: access('renamed') },
        },
      };
      const { data } = await expectOk(
        await send(api, 'PUT', `${OFFERINGS}/${offering}/features/${id}`, body, 'offering-feature-update'),
        featureResponse2026Schema,
      );
      const { external_ref: _gone, ...kept } = first?.attributes ?? {};
      const changed = {
        ...first,
        attributes: { ...kept, configuration: access('renamed') },
        meta: { ...first?.meta, timestamps: { created_at: first?.meta.timestamps.created_at, updated_at: NOW } },
      };
      expect(data).toEqual({ ...changed, type: 'subscription_feature' });
      expect((await offeringFeatures(offering, 'offering-feature-update')).data[0]).toEqual(changed);
      expect((await offeringFeatures(offering, 'offering-feature-update-other')).data[0]).toEqual(first);
      const path = `${OFFERINGS}/${offering}/features`;
      await expectError(await send(api, 'PUT', `${path}/${UNKNOWN}`, body, 'offering-feature-update'), 404, UNKNOWN);
      await expectError(await send(api, 'PUT', `${OFFERINGS}/${UNKNOWN}/features/${id}`, body, 'x'), 404, UNKNOWN);
      await expectError(
        await send(api, 'PUT', `${path}/nope`, body, 'offering-feature-update'),
        400,
        'feature_uuid',
        BAD_ID,
      );
      await expectError(
        await send(api, 'PUT', `${path}/${id}`, { data: { ...body.data, attributes: { name: 'x' } } }, 'x'),
        400,
        'data.attributes.name',
      );
    });

    it("DeleteOfferingFeature: 204; out of the offering and of every plan's feature_configurations, in the session only", async () => {
      const offering = await firstOffering();
      const [first, second] = (await offeringFeatures(offering)).data;
      const gone = first?.id as string;
      const before = await configurations(offering, 'offering-feature-delete');
      expect(Object.values(before).some((configured) => gone in configured)).toBe(true);
      await expectDeleted(api, `${OFFERINGS}/${offering}/features/${gone}`, 'offering-feature-delete');
      expect((await offeringFeatures(offering, 'offering-feature-delete')).data).toEqual([second]);
      const after = await configurations(offering, 'offering-feature-delete');
      expect(Object.keys(after)).toEqual(Object.keys(before));
      for (const [plan, configured] of Object.entries(after)) {
        expect(configured).not.toHaveProperty(gone);
        const { [gone]: _removed, ...rest } = before[plan] ?? {};
        expect(configured).toEqual(rest);
      }
      await expectError(await read(api, `${OFFERINGS}/${offering}/features/${gone}`, 'offering-feature-delete'), 404);
      await expectError(
        await send(api, 'DELETE', `${OFFERINGS}/${offering}/features/${gone}`, undefined, 'offering-feature-delete'),
        404,
        gone,
      );
      // Another session still has it, configured as before.
      expect((await offeringFeatures(offering, 'offering-feature-delete-other')).meta.results.total).toBe(2);
      expect(await configurations(offering, 'offering-feature-delete-other')).toEqual(before);
      await expectError(
        await send(api, 'DELETE', `${OFFERINGS}/${offering}/features/nope`, undefined, 'x'),
        400,
        'feature_uuid',
        BAD_ID,
      );
      await expectError(await send(api, 'DELETE', `${OFFERINGS}/${UNKNOWN}/features/${gone}`, undefined, 'x'), 404);
    });

    it('AttachOfferingFeature: 200 with the copies (not a page), each with an id of its own; the store keeps its feature', async () => {
      const offering = await firstOffering();
      const attached = (await offeringFeatures(offering)).data.map((feature) => feature.attributes.external_ref);
      const store = (await features()).data.filter((feature) => !attached.includes(feature.attributes.external_ref));
      const [a, b] = store as [FeatureList2026['data'][number], FeatureList2026['data'][number]];
      const response = await send(
        api,
        'POST',
        `${OFFERINGS}/${offering}/features/attach`,
        { data: { features: [a.id, b.id] } },
        'attach',
      );
      expect(response.headers.get('x-emulator-session')).toBe('attach');
      const { data } = await expectOk(response, attachedOfferingFeatures2026Schema);
      expect(data).toHaveLength(2);
      data.forEach((copy, index) => {
        const origin = [a, b][index] as typeof a;
        expect(copy.id).not.toBe(origin.id);
        expect(copy.type).toBe('subscription_offering_feature');
        expect(copy.attributes).toEqual(origin.attributes);
        expect(copy.meta.timestamps).toEqual({ created_at: NOW, updated_at: NOW });
      });
      const mine = (await offeringFeatures(offering, 'attach')).data;
      expect(mine).toHaveLength(4);
      expect(mine.slice(2)).toEqual(data);
      const copy = await expectOk(
        await read(api, `${OFFERINGS}/${offering}/features/${data[0]?.id}`, 'attach'),
        offeringFeatureResponse2026Schema,
      );
      expect(copy.data).toEqual(data[0]);
      // The store's feature is unchanged, and another session's offering has 2.
      const kept = await expectOk(await read(api, `${FEATURES}/${a.id}`, 'attach'), featureResponse2026Schema);
      expect(kept.data).toEqual(a);
      expect((await offeringFeatures(offering, 'attach-other')).meta.results.total).toBe(2);
    });

    it('AttachOfferingFeature errors: an unknown offering 404, an unknown feature or none at all 400, nothing attached', async () => {
      const offering = await firstOffering();
      const [store] = (await features()).data;
      const path = `${OFFERINGS}/${offering}/features/attach`;
      await expectError(
        await send(api, 'POST', `${OFFERINGS}/${UNKNOWN}/features/attach`, { data: { features: [store?.id] } }, 'a'),
        404,
        UNKNOWN,
      );
      await expectError(await send(api, 'POST', path, { data: { features: [UNKNOWN] } }, 'attach-bad'), 400, UNKNOWN);
      await expectError(await send(api, 'POST', path, { data: { features: [] } }, 'attach-bad'), 400, 'data.features');
      await expectError(
        await send(api, 'POST', path, { data: { features: ['nope'] } }, 'attach-bad'),
        400,
        'data.features',
      );
      expect((await offeringFeatures(offering, 'attach-bad')).meta.results.total).toBe(2);
    });
  });

  // Over MSW a path of the other version is not the emulator's to answer (its handlers match their table's paths).
  // Over a real server only: MSW leaves paths of no route to the page's other handlers.
  if (adapter === 'node')
    it('the 2024 store products and plans are not served', async () => {
      await expectError(await api.get(PRODUCTS), 404);
      await expectError(await api.get(PLANS), 404);
    });
});

// ---------------------------------------------------------------------------------------------------------------
// 2024

describe.each(ADAPTERS)('2024 store products and plans via %s', (adapter) => {
  const api = useTarget(adapter, { apiVersion: '2024' });

  const products = async (session = 'world', query = 'page[limit]=100'): Promise<StoreProductList> =>
    expectOk(await read(api, `${PRODUCTS}?${query}`, session), storeProductListSchema);
  const plans = async (session = 'world', query = 'page[limit]=100'): Promise<StorePlanList> =>
    expectOk(await read(api, `${PLANS}?${query}`, session), storePlanListSchema);
  /** The offerings with their products and plans (`include`). */
  const offerings = async (session = 'world') => {
    const response = await read(api, `${OFFERINGS}?include=products,plans&page[limit]=100`, session);
    const body = (await response.json()) as {
      data: { id: string }[];
      included: { products: { relationships?: unknown }[]; plans: unknown[] };
    };
    expect(response.status).toBe(200);
    return body;
  };

  const productAttributes = {
    name: 'Weekly paper',
    external_ref: 'prd-weekly-paper',
    description: 'The paper, weekly',
    sku: 'PAPER-1',
    main_image: 'https://images.example.com/paper.jpg',
    price: { USD: { amount: 500, includes_tax: false } },
    price_units: { unit: 'month', amount: 1 },
  };
  const planAttributes = {
    name: 'Paper monthly',
    external_ref: 'pln-paper-monthly',
    ...MONTHLY_RULES,
    can_cancel: false,
    trial_period: 7,
  };
  const createProduct = (session: string, attributes: Record<string, unknown> = productAttributes) =>
    send(api, 'POST', PRODUCTS, { data: { type: 'subscription_product', attributes } }, session);
  const createPlan = (session: string, attributes: Record<string, unknown> = planAttributes) =>
    send(api, 'POST', PLANS, { data: { type: 'subscription_plan', attributes } }, session);

  describe('products', () => {
    it('ListProducts: a page of the products the offerings copied, with links and totals', async () => {
      const all = await products();
      const { included } = await offerings();
      expect(all.meta.results.total).toBe(included.products.length);
      expect(all.data).toHaveLength(all.meta.results.total);
      const page = await expectOk(await api.get(`${PRODUCTS}?page[offset]=2&page[limit]=3`), storeProductListSchema);
      expect(page.data).toEqual(all.data.slice(2, 5));
      expect(page.meta.page).toMatchObject({ limit: 3, offset: 2 });
      const alias = await expectOk(await api.get('/subscriptions/products?page[limit]=100'), storeProductListSchema);
      expect(alias.data).toEqual(all.data);
    });

    it('ListProducts filters: eq on external_ref; in, other fields and malformed filters are a 400 naming them', async () => {
      const [, second] = (await products()).data;
      const ref = second?.attributes.external_ref as string;
      expect((await products('world', `filter=eq(external_ref,${ref})`)).data).toEqual([second]);
      expect((await products('world', 'filter=eq(external_ref,nope)')).meta.results.total).toBe(0);
      await expectError(await api.get(`${PRODUCTS}?filter=in(external_ref,${ref},x)`), 400, 'in');
      await expectError(await api.get(`${PRODUCTS}?filter=eq(name,x)`), 400, 'name');
      await expectError(await api.get(`${PRODUCTS}?filter=eq(tag,x)`), 400, 'tag');
      await expectError(await api.get(`${PRODUCTS}?filter=external_ref`), 400, 'external_ref');
    });

    it('GetProduct: the product as listed; 404 for an unknown id, 400 for one that is not a UUID', async () => {
      const [first] = (await products()).data;
      const one = await expectOk(await api.get(`${PRODUCTS}/${first?.id}`), storeProductResponseSchema);
      expect(one.data).toEqual(first);
      await expectError(await api.get(`${PRODUCTS}/${UNKNOWN}`), 404, UNKNOWN);
      await expectError(await api.get(`${PRODUCTS}/nope`), 400, 'product_uuid', BAD_ID);
    });

    it('CreateProduct: 201 with the product and its display price, in the writing session only', async () => {
      const before = (await products()).meta.results.total;
      const response = await createProduct('product-create');
      expect(response.headers.get('x-emulator-session')).toBe('product-create');
      const { data } = await expectCreated(response, storeProductResponseSchema);
      expect(data).toMatchObject({
        type: 'subscription_product',
        attributes: { ...productAttributes, created_at: NOW, updated_at: NOW },
        meta: { owner: 'store', timestamps: { created_at: NOW, updated_at: NOW } },
      });
      expect(data.meta.display_price?.without_tax).toMatchObject({ amount: 500, currency: 'USD' });
      const mine = await products('product-create');
      expect(mine.meta.results.total).toBe(before + 1);
      expect(mine.data.at(-1)).toEqual(data);
      expect((await products('product-create', 'filter=eq(external_ref,prd-weekly-paper)')).data).toEqual([data]);
      expect(
        (await expectOk(await read(api, `${PRODUCTS}/${data.id}`, 'product-create'), storeProductResponseSchema)).data,
      ).toEqual(data);
      expect((await products('product-create-other')).meta.results.total).toBe(before);
      await expectError(await read(api, `${PRODUCTS}/${data.id}`, 'product-create-other'), 404);
      await expectError(await createProduct('product-invalid', { name: 'x' }), 400, 'data.attributes.name');
      await expectError(await createProduct('product-invalid', { sku: 'no name' }), 400, 'data.attributes.name');
    });

    it('UpdateProduct: 200 with the changes, null clearing a field or the price; in the writing session only', async () => {
      const [first] = (await products()).data;
      const id = first?.id as string;
      const attributes = { name: 'Renamed product', description: null, price: null };
      const { data } = await expectOk(
        await send(
          api,
          'PUT',
          `${PRODUCTS}/${id}`,
          { data: { id, type: 'subscription_product', attributes } },
          'product-update',
        ),
        storeProductResponseSchema,
      );
      const { description: _d, price: _p, ...kept } = first?.attributes ?? { name: '' };
      expect(data.attributes).toEqual({ ...kept, name: 'Renamed product', updated_at: NOW });
      expect(data.meta.display_price).toBeUndefined();
      expect(data.meta.timestamps).toEqual({ created_at: first?.meta.timestamps.created_at, updated_at: NOW });
      expect((await products('product-update')).data[0]).toEqual(data);
      expect((await products('product-update-other')).data[0]).toEqual(first);
      const body = { data: { id: UNKNOWN, type: 'subscription_product', attributes: { name: 'Renamed' } } };
      await expectError(await send(api, 'PUT', `${PRODUCTS}/${UNKNOWN}`, body, 'product-update'), 404, UNKNOWN);
      await expectError(
        await send(api, 'PUT', `${PRODUCTS}/nope`, body, 'product-update'),
        400,
        'product_uuid',
        BAD_ID,
      );
      await expectError(
        await send(api, 'PUT', `${PRODUCTS}/${id}`, { data: { ...body.data, type: 'subscription_plan' } }, 'x'),
        400,
        'data.type',
      );
    });

    it('DeleteProduct: a product no offering holds goes (204), in the session only; 404 after, 400 for a bad id', async () => {
      const { data } = await expectCreated(await createProduct('product-delete'), storeProductResponseSchema);
      const id = data.id as string;
      await expectDeleted(api, `${PRODUCTS}/${id}`, 'product-delete');
      await expectError(await read(api, `${PRODUCTS}/${id}`, 'product-delete'), 404, id);
      await expectError(await send(api, 'DELETE', `${PRODUCTS}/${id}`, undefined, 'product-delete'), 404, id);
      expect((await products('product-delete')).meta.results.total).toBe((await products()).meta.results.total);
      await expectError(
        await send(api, 'DELETE', `${PRODUCTS}/nope`, undefined, 'product-delete'),
        400,
        'product_uuid',
        BAD_ID,
      );
      await expectError(await send(api, 'DELETE', `${PRODUCTS}/${UNKNOWN}`, undefined, 'product-delete'), 404);
    });

    it('DeleteProduct: a product an offering holds a copy of is a 409 (relationships.origin names it), and stays', async () => {
      const { data } = await expectCreated(await createProduct('product-held'), storeProductResponseSchema);
      const { data: plan } = await expectCreated(await createPlan('product-held'), storePlanResponseSchema);
      const build = { data: { name: 'Paper club', products: [data.id], plans: [plan.id] } };
      const built = await expectCreated(
        await send(api, 'POST', `${OFFERINGS}/build`, build, 'product-held'),
        offeringResponseSchema,
      );
      const offering = built.data.id as string;
      const { included } = await offerings('product-held');
      const copy = included.products.find(
        (product) => (product.relationships as { origin?: { data: { id: string } } })?.origin?.data.id === data.id,
      ) as { id: string; type: string; relationships: unknown };
      expect(copy).toBeDefined();
      expect(copy.id).not.toBe(data.id);
      expect(copy.relationships).toEqual({ origin: { data: { type: 'subscription_product', id: data.id } } });
      await expectError(
        await send(api, 'DELETE', `${PRODUCTS}/${data.id}`, undefined, 'product-held'),
        409,
        `offering ${offering}`,
      );
      await expectOk(await read(api, `${PRODUCTS}/${data.id}`, 'product-held'), storeProductResponseSchema);
      await expectError(
        await send(api, 'DELETE', `${PLANS}/${plan.id}`, undefined, 'product-held'),
        409,
        `offering ${offering}`,
      );
      // Once the offering is gone, nothing holds them.
      await expectDeleted(api, `${OFFERINGS}/${offering}`, 'product-held');
      await expectDeleted(api, `${PRODUCTS}/${data.id}`, 'product-held');
      await expectDeleted(api, `${PLANS}/${plan.id}`, 'product-held');
    });

    it('DeleteProduct: a product attached to a seeded offering (AttachOfferingProduct) is a 409 until detached', async () => {
      const { data } = await expectCreated(await createProduct('product-attached'), storeProductResponseSchema);
      const offering = (await offerings()).data[0]?.id as string;
      const attached = await expectOk(
        await send(
          api,
          'POST',
          `${OFFERINGS}/${offering}/products/attach`,
          { data: { products: [data.id] } },
          'product-attached',
        ),
        subscriptionProductListSchema,
      );
      const [copy] = attached.data;
      expect(attached.data).toHaveLength(1);
      expect(copy?.id).not.toBe(data.id);
      expect(copy?.relationships?.origin).toEqual({ data: { type: 'subscription_product', id: data.id } });
      await expectError(
        await send(api, 'DELETE', `${PRODUCTS}/${data.id}`, undefined, 'product-attached'),
        409,
        `offering ${offering}`,
      );
      // Another session never attached it: there it is a product like any other.
      const { data: other } = await expectCreated(
        await createProduct('product-attached-other'),
        storeProductResponseSchema,
      );
      await expectDeleted(api, `${PRODUCTS}/${other.id}`, 'product-attached-other');
      await expectDeleted(api, `${OFFERINGS}/${offering}/products/${copy?.id}`, 'product-attached');
      await expectDeleted(api, `${PRODUCTS}/${data.id}`, 'product-attached');
    });
  });

  describe('plans', () => {
    it('ListPlans: a page of the plans the offerings copied, with links and totals', async () => {
      const all = await plans();
      const { included } = await offerings();
      expect(all.meta.results.total).toBe(included.plans.length);
      expect(all.data).toHaveLength(all.meta.results.total);
      const page = await expectOk(await api.get(`${PLANS}?page[offset]=1&page[limit]=2`), storePlanListSchema);
      expect(page.data).toEqual(all.data.slice(1, 3));
      expect(page.links.first).toBe(`${api.base}${PLANS}?page%5Boffset%5D=0&page%5Blimit%5D=2`);
      const alias = await expectOk(await api.get('/subscriptions/plans?page[limit]=100'), storePlanListSchema);
      expect(alias.data).toEqual(all.data);
    });

    it('ListPlans filters: eq on external_ref; in, other fields and malformed filters are a 400 naming them', async () => {
      const [first] = (await plans()).data;
      const ref = first?.attributes.external_ref as string;
      expect((await plans('world', `filter=eq(external_ref,${ref})`)).data).toEqual([first]);
      expect((await plans('world', 'filter=eq(external_ref,nope)')).data).toEqual([]);
      await expectError(await api.get(`${PLANS}?filter=in(external_ref,${ref})`), 400, 'in');
      await expectError(await api.get(`${PLANS}?filter=eq(billing_interval_type,month)`), 400, 'billing_interval_type');
      await expectError(await api.get(`${PLANS}?filter=eq(external_ref`), 400, 'eq(external_ref');
    });

    it('GetPlan: the plan as listed; 404 for an unknown id, 400 for one that is not a UUID', async () => {
      const [, second] = (await plans()).data;
      const one = await expectOk(await api.get(`${PLANS}/${second?.id}`), storePlanResponseSchema);
      expect(one.data).toEqual(second);
      await expectError(await api.get(`${PLANS}/${UNKNOWN}`), 404, UNKNOWN);
      await expectError(await api.get(`${PLANS}/12345`), 400, 'plan_uuid', BAD_ID);
    });

    it('CreatePlan: 201 with the plan, in the writing session only; a bad body is a 400 naming the field', async () => {
      const before = (await plans()).meta.results.total;
      const response = await createPlan('plan-create');
      expect(response.headers.get('x-emulator-session')).toBe('plan-create');
      const { data } = await expectCreated(response, storePlanResponseSchema);
      expect(data).toMatchObject({
        type: 'subscription_plan',
        attributes: { ...planAttributes, created_at: NOW, updated_at: NOW },
        meta: { owner: 'store', timestamps: { created_at: NOW, updated_at: NOW } },
      });
      const mine = await plans('plan-create');
      expect(mine.meta.results.total).toBe(before + 1);
      expect(mine.data.at(-1)).toEqual(data);
      expect(
        (await expectOk(await read(api, `${PLANS}/${data.id}`, 'plan-create'), storePlanResponseSchema)).data,
      ).toEqual(data);
      expect((await plans('plan-create-other')).meta.results.total).toBe(before);
      await expectError(await read(api, `${PLANS}/${data.id}`, 'plan-create-other'), 404);
      await expectError(
        await createPlan('plan-invalid', { ...planAttributes, billing_frequency: 0 }),
        400,
        'billing_frequency',
      );
      await expectError(await createPlan('plan-invalid', { name: 'Monthly' }), 400, 'data.attributes.');
      expect((await plans('plan-invalid')).meta.results.total).toBe(before);
    });

    it('UpdatePlan: 200 with the changes, null clearing a field; in the writing session only', async () => {
      const [first] = (await plans()).data;
      const id = first?.id as string;
      const attributes = { can_pause: !first?.attributes.can_pause, description: null };
      const { data } = await expectOk(
        await send(
          api,
          'PUT',
          `${PLANS}/${id}`,
          { data: { id, type: 'subscription_plan', attributes } },
          'plan-update',
        ),
        storePlanResponseSchema,
      );
      const { description: _d, ...kept } = first?.attributes ?? { name: '' };
      expect(data.attributes).toEqual({ ...kept, can_pause: !first?.attributes.can_pause, updated_at: NOW });
      expect(data.meta.timestamps).toEqual({ created_at: first?.meta.timestamps.created_at, updated_at: NOW });
      expect((await plans('plan-update')).data[0]).toEqual(data);
      expect((await plans('plan-update-other')).data[0]).toEqual(first);
      const body = { data: { id: UNKNOWN, type: 'subscription_plan', attributes: { name: 'Renamed' } } };
      await expectError(await send(api, 'PUT', `${PLANS}/${UNKNOWN}`, body, 'plan-update'), 404, UNKNOWN);
      await expectError(await send(api, 'PUT', `${PLANS}/nope`, body, 'plan-update'), 400, 'plan_uuid', BAD_ID);
      await expectError(
        await send(api, 'PUT', `${PLANS}/${id}`, { data: { ...body.data, attributes: { plan_length: 0 } } }, 'x'),
        400,
        'plan_length',
      );
    });

    it('DeletePlan: a plan no offering holds goes (204), in the session only; 404 after, 400 for a bad id', async () => {
      const { data } = await expectCreated(await createPlan('plan-delete'), storePlanResponseSchema);
      const id = data.id as string;
      await expectDeleted(api, `${PLANS}/${id}`, 'plan-delete');
      await expectError(await read(api, `${PLANS}/${id}`, 'plan-delete'), 404, id);
      await expectError(await send(api, 'DELETE', `${PLANS}/${id}`, undefined, 'plan-delete'), 404, id);
      await expectError(await send(api, 'DELETE', `${PLANS}/nope`, undefined, 'plan-delete'), 400, 'plan_uuid', BAD_ID);
      expect((await plans('plan-delete')).data).toEqual((await plans()).data);
    });
  });

  // The document: "You cannot delete a product if it is part of an offering" (and the same of plans).
  it("DeleteProduct and DeletePlan: the seeded world's are all copied into offerings, so deleting one is a 409", async () => {
    const [allProducts, allPlans] = [(await products()).data, (await plans()).data];
    for (const product of [allProducts[0], allProducts.at(-1)]) {
      await expectError(await send(api, 'DELETE', `${PRODUCTS}/${product?.id}`, undefined, 'seeded'), 409, 'offering');
    }
    for (const plan of [allPlans[0], allPlans.at(-1)]) {
      await expectError(await send(api, 'DELETE', `${PLANS}/${plan?.id}`, undefined, 'seeded'), 409, 'offering');
    }
    expect((await products('seeded')).data).toEqual(allProducts);
    expect((await plans('seeded')).data).toEqual(allPlans);
  });

  // Over a real server only: MSW leaves paths of no route to the page's other handlers.
  if (adapter === 'node')
    it('the 2026 features are not served', async () => {
      await expectError(await api.get(FEATURES), 404);
    });
});
