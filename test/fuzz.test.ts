import http from 'node:http';
import fc from 'fast-check';
import { getResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmulator, type RunningServer } from '../src/index.js';
import type { ApiVersion, Route } from '../src/routes/contract.js';
import { TABLES } from '../src/routes/index.js';
import type { RouteTable } from '../src/routes/table.js';
import * as schemas from '../src/schemas/index.js';
import { classify as classifyIn } from './support/classify.js';
import { rawRequest } from './support/http.js';
import { getJson, type Requester } from './support/inprocess.js';
import { MONTHLY_RULES } from './support/plans.js';

// Requests from the API's grammar and near misses, through the real HTTP server and the MSW handlers, for each API
// version with its own emulator, server and route table. `npm test` runs about 2,400 of them in all (1,200 a version,
// each through both adapters); `npm run fuzz` sets FUZZ_RUNS=20000, shared the same way.
const VERSIONS = ['2024', '2026'] as const;
const RUNS = Math.ceil(Number(process.env.FUZZ_RUNS ?? 2400) / VERSIONS.length);
const MSW_BASE = 'http://api.test';
const { ids, scenarios: SCENARIOS } = createEmulator();
const WELL_KNOWN = Object.values(ids);
const KNOWN_IDS = ids;
/** The boundary of the well-formed import's multipart body. */
const BOUNDARY = 'fuzz-boundary';
const OFFERINGS = '/v2/subscriptions/offerings';
const SUBSCRIPTIONS = '/v2/subscriptions/subscriptions';
/** What `include` takes in each version (offerings and subscriptions). */
const INCLUDES: Record<ApiVersion, string[]> = {
  '2024': ['products', 'plans'],
  '2026': ['plans', 'pricing_options', 'features'],
};
/** The fields of every list's filter in either version, and one no list has. */
const FILTER_FIELDS = [
  ...['account_id', 'name', 'email', 'external_ref', 'proration_policy_id', 'external_product_refs'],
  ...['plans.external_ref', 'tag', 'color'],
];

type Sample = { method: string; path: string; query: [string, string | null][]; headers: Record<string, string> } & {
  body: string | undefined;
};
type Answer = { status: number; headers: Headers; body: string };

// ---------------------------------------------------------------------------------------------------------------
// What every version's grammar shares: tricky text, query values, headers, bodies that are not what a route reads.

/** Percent-encodes what a client could not send raw, keeping `%` and `+` so that bad escapes get through. */
const pctByte = (byte: number) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
const pctEscape = (text: string) =>
  text.replace(/[^A-Za-z0-9\-._~!$'()*+,;=:@%[\]]/gu, (char) => [...Buffer.from(char)].map(pctByte).join(''));

const w = <T>(weight: number, arbitrary: fc.Arbitrary<T>) => ({ weight, arbitrary });
/** A field a body may leave out (JSON.stringify drops it). */
const opt = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined, freq: 2 });
const nullable = <T>(arbitrary: fc.Arbitrary<T>) => fc.oneof(w(3, arbitrary), w(1, fc.constant(null)));
const TRICKY = ['%', '%zz', '%E0%A4%A', '%00', '%2F', '%2e%2e', '..', '.', '__proto__', 'constructor', '+', '%20'];
const garbage = fc.oneof(fc.constantFrom(...TRICKY), fc.string({ unit: 'binary', maxLength: 12 }).map(pctEscape));
const odd = fc.constantFrom('', '__proto__', 'constructor', 'DEFAULT', 'nope', 'paused ');
const scenarioName = () => fc.oneof(w(8, fc.constantFrom(...SCENARIOS)), w(1, odd), w(1, garbage));
/** Fresh sessions: the world's records as built, or as a few earlier requests left them. */
const sessionName = fc.stringMatching(/^[a-z]{1,3}$/);
const pageValue = fc.oneof(
  w(6, fc.integer({ min: 0, max: 110 }).map(String)),
  w(2, fc.integer({ min: 0, max: 10_001 }).map(String)),
  w(2, fc.constantFrom('0', '1', '25', '100', '101', '10000', '10001')),
  w(2, fc.constantFrom('-1', '-0', '1e3', '1e309', '0x10', '%205', '5%20', '+5', 'NaN', '1.5')),
  w(1, fc.constantFrom('99999999999999999999', '', '%zz', '%2B5')),
);
const header = (value: fc.Arbitrary<string>) => fc.option(value, { nil: undefined, freq: 2 });
const visible = fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)) });
const AUTH_VARIANTS = ['bearer t', 'Bearer', 'Bearer ', 'Basic dXNlcjpwYXNz', 'Bearer a b', 'Token t', 'Bearer\tt', ''];
const FORM = 'application/x-www-form-urlencoded';
const TYPES = [FORM, FORM, `${FORM}; charset=utf-8`, 'application/json', 'application/json', 'application/json'];
TYPES.push('APPLICATION/JSON', 'text/plain', 'application/xml');
const headers = fc
  .record({
    authorization: fc.oneof(
      w(6, fc.constant('Bearer fuzz-token')),
      w(2, fc.constantFrom(...AUTH_VARIANTS)),
      w(
        1,
        visible.map((text) => `Bearer ${text}`),
      ),
      w(1, fc.constant(undefined)),
    ),
    'x-emulator-scenario': header(scenarioName().filter((name) => /^[\x20-\x7e]*$/.test(name))),
    'content-type': header(fc.constantFrom(...TYPES)),
    accept: header(visible),
  })
  .map((record) => JSON.parse(JSON.stringify(record)) as Record<string, string>); // drops the undefined ones
/** Mostly a JSON content type, for the routes that read JSON bodies. */
const jsonHeaders = fc
  .tuple(
    headers,
    fc.constantFrom('application/json', 'application/json; charset=utf-8', 'application/vnd.api+json', 'text/plain'),
  )
  .map(([record, type]) => ({ ...record, 'content-type': type }));
const formField = (name: string, values: string[]) => fc.option(fc.constantFrom(...values.map((v) => `${name}=${v}`)));
const form = fc
  .tuple(
    formField('grant_type', ['implicit', 'client_credentials', 'implicit', 'client_credentials', 'password', '%zz']),
    formField('client_id', ['abc', 'abc', '']),
    formField('client_secret', ['s3cret', 's3cret', '']),
    fc.option(garbage),
  )
  .map((parts) => parts.filter((part) => part !== null).join('&'));
const json = fc.jsonValue({ maxDepth: 2 }).map((value) => JSON.stringify(value) ?? '');
const TYPE_NAMES = ['application_key', 'subscription_state', 'subscription_offering', 'subscription_offering_plan'];
TYPE_NAMES.push('subscription_product', 'subscription_plan', 'subscription_feature', 'subscription', 'other');
const writeBody = fc
  .record({
    type: fc.constantFrom(...TYPE_NAMES),
    name: fc.oneof(fc.string({ maxLength: 5 }), fc.constant('x'.repeat(256)), fc.constant(undefined)),
    reserved_rate_limit: fc.oneof(fc.integer({ min: -1, max: 120 }), fc.constant(undefined), fc.constant(1.5)),
    attributes: fc.oneof(
      fc.record({ action: fc.constantFrom('pause', 'resume', 'cancel', 'stop') }),
      fc.record({ name: fc.string({ maxLength: 5 }) }),
      fc.constant(undefined),
    ),
  })
  .map((data) => JSON.stringify({ data }));
const big = fc.integer({ min: 16_000, max: 17_000 }).map((n) => `grant_type=implicit&x=${'a'.repeat(n)}`);
const anyBody = fc.oneof(w(4, form), w(3, writeBody), w(1, json), w(1, fc.string({ maxLength: 40 })), w(1, big));
const goodKey = fc
  .record({ type: fc.constant('application_key'), name: fc.constant('Fuzz key'), reserved_rate_limit: fc.nat(30) })
  .map((data) => JSON.stringify({ data }));
// Methods Node's parser knows: an unknown token is refused before the emulator sees it (test/hardening.test.ts).
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'PROPFIND', 'PURGE'];

function target({ path, query }: Pick<Sample, 'path' | 'query'>): string {
  const text = query.map(([key, value]) => (value === null ? key : `${key}=${value}`)).join('&');
  return text === '' ? path : `${path}?${text}`;
}

const lastSegment = (path: string) => path.slice(path.lastIndexOf('/') + 1);
/** The id after `/{name}/` in a path (with or without `/v2`), or ''. */
const idAfter = (path: string, name: string) => new RegExp(`/${name}/([^/]+)`).exec(path)?.[1] ?? '';

// ---------------------------------------------------------------------------------------------------------------
// The world a version's fuzz starts from, read off its own lists before the run.

/** What a subscription holds: its offering and currency, its 2024 plans or 2026 pricing options, its 2024 products
 * or 2026 plans (the active one first in each). */
interface Holding {
  id: string;
  account: string;
  email: string;
  offering: string;
  currency: string;
  options: string[];
  products: string[];
}

interface World {
  /** Real paths of each path pattern of the route table (its `/v2` one), from the lists above it. */
  paths: ReadonlyMap<string, readonly string[]>;
  /** Every id seen, of every kind. */
  ids: readonly string[];
  /** Values of the fields lists filter on (external_ref, account_id, email, name, tag), as seen. */
  values: readonly string[];
  /** The external_refs seen, and each record's by id. */
  refs: readonly string[];
  refOf: ReadonlyMap<string, string>;
  holdings: ReadonlyMap<string, Holding>;
  /** The last failed payment of an invoice dunning gave up on (a manual payment can settle it), if the world has one. */
  unpaid?: { invoice: string; payment: string };
  /** A successful payment (refunds take part of it back), if the world has one. */
  paid?: { invoice: string; payment: string };
}

/** How many of a list's records (by id, in order) give real paths below it. */
const PER_LIST = 6;
const FILTERED = new Set(['external_ref', 'account_id', 'email', 'name', 'tag']);

type Json = { readonly [key: string]: unknown };
const at = (value: unknown, ...keys: string[]): unknown =>
  keys.reduce<unknown>(
    (found, key) => (found !== null && typeof found === 'object' ? (found as Json)[key] : undefined),
    value,
  );
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const idsIn = (list: unknown): string[] =>
  Array.isArray(list) ? list.map((item) => at(item, 'id')).filter((id): id is string => typeof id === 'string') : [];

/**
 * Walks the route table from the paths without parameters down: the real paths of a pattern ending in a parameter are
 * the ids its parent list answers (the well-known subscriptions, whose ids sort first, among them).
 */
async function gather(emulator: Requester, table: RouteTable, version: ApiVersion): Promise<World> {
  const lists = new Set(table.routes.filter((route) => route.method === 'GET').map((route) => route.paths[0]?.path));
  const ids = new Set<string>();
  const values = new Set<string>();
  const refs = new Set<string>();
  const refOf = new Map<string, string>();
  const collect = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(collect);
    else if (value !== null && typeof value === 'object') {
      const [id, ref] = [at(value, 'id'), at(value, 'attributes', 'external_ref')];
      if (typeof id === 'string' && typeof ref === 'string') refOf.set(id, ref);
      for (const [key, inner] of Object.entries(value)) {
        if (key === 'id' && typeof inner === 'string') ids.add(inner);
        if (FILTERED.has(key) && typeof inner === 'string') values.add(inner);
        if (key === 'external_ref' && typeof inner === 'string') refs.add(inner);
        collect(inner);
      }
    }
  };
  const read = async (path: string) => {
    const answer = await getJson(emulator, path);
    collect(answer.body);
    return answer.body;
  };
  const found = new Map<string, Promise<string[]>>();
  const below = async (pattern: string): Promise<string[]> => {
    if (!pattern.includes(':')) return [pattern];
    const cut = pattern.lastIndexOf('/');
    const [parent, last] = [pattern.slice(0, cut), pattern.slice(cut + 1)];
    const above = await pathsOf(parent);
    if (!last.startsWith(':')) return above.map((path) => `${path}/${last}`);
    if (!lists.has(parent)) return [];
    const out: string[] = [];
    for (const list of above) {
      // `include` where the list takes it: the ids and external_refs of an offering's children, for the bodies.
      const listed = idsIn(at(await read(`${list}?page[limit]=100&include=${INCLUDES[version]}`), 'data'));
      out.push(
        ...listed
          .sort()
          .slice(0, PER_LIST)
          .map((id) => `${list}/${id}`),
      );
    }
    return out;
  };
  const pathsOf = (pattern: string): Promise<string[]> => {
    const known = found.get(pattern);
    if (known !== undefined) return known;
    const made = below(pattern);
    found.set(pattern, made);
    return made;
  };
  const paths = new Map<string, string[]>();
  for (const route of table.routes) {
    const pattern = route.paths[0]?.path as string;
    paths.set(pattern, await pathsOf(pattern));
  }
  const holdings = new Map<string, Holding>();
  for (const path of paths.get(`${SUBSCRIPTIONS}/:subscription_uuid`) ?? []) {
    const data = at(await read(path), 'data');
    const attributes = at(data, 'attributes');
    const related = (name: string) => idsIn(at(data, 'relationships', name, 'data'));
    const first = (id: unknown, rest: string[]) => [...new Set([text(id), ...rest])].filter((one) => one !== '');
    const id = text(at(data, 'id'));
    holdings.set(id, {
      id,
      account: text(at(attributes, 'account_id')),
      email: text(at(attributes, 'email')),
      offering: text(at(attributes, 'offering', 'id')),
      currency: text(at(attributes, 'currency')),
      ...(version === '2024'
        ? { options: first(at(attributes, 'plan_id'), related('plans')), products: related('products') }
        : {
            options: first(at(attributes, 'pricing_option_id'), related('pricing_options')),
            products: first(at(attributes, 'plan_id'), related('plans')),
          }),
    });
  }
  // The payments of the well-known subscriptions: a manual payment settles the unpaid invoice of the suspended one,
  // a refund takes part of a payment of the active one back.
  const payments = async (subscription: string, wanted: (invoice: unknown) => boolean, success: boolean) => {
    const invoices = at(await read(`${SUBSCRIPTIONS}/${subscription}/invoices?page[limit]=100`), 'data');
    for (const invoice of Array.isArray(invoices) ? invoices : []) {
      if (!wanted(invoice)) continue;
      const id = text(at(invoice, 'id'));
      const listed = at(await read(`/v2/subscriptions/invoices/${id}/payments?page[limit]=100`), 'data');
      const found = (Array.isArray(listed) ? listed : []).filter((p) => at(p, 'attributes', 'success') === success);
      const last = found.at(-1);
      if (last !== undefined) return { invoice: id, payment: text(at(last, 'id')) };
    }
    return undefined;
  };
  const unpaid = await payments(
    KNOWN_IDS.suspended,
    (invoice) => at(invoice, 'attributes', 'payment_retries_limit_reached') === true,
    false,
  );
  const paid = await payments(KNOWN_IDS.active, (invoice) => at(invoice, 'attributes', 'outstanding') === false, true);
  return {
    paths,
    ids: [...ids],
    values: [...values],
    refs: [...refs],
    refOf,
    holdings,
    ...(unpaid === undefined ? {} : { unpaid }),
    ...(paid === undefined ? {} : { paid }),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Well-formed bodies for the writes of a version, with real ids, so that most get past validation to the rules
// (201, 204, 400, 404, 409, 422); about one in seven has one field spoilt, for the 400 that names it. A route with
// no entry here gets its own example body, its placeholders filled with real ids.

type Bodies = Record<string, (path: string) => fc.Arbitrary<string>>;
type Model = Record<string, fc.Arbitrary<unknown>>;

/** Now and then one field of the object set to one of the bad values given for it. */
const spoil = (model: Model, bad: Record<string, unknown[]>) =>
  fc
    .tuple(
      fc.record(model),
      fc.oneof(w(6, fc.constant(null)), w(1, fc.tuple(fc.constantFrom(...Object.keys(bad)), fc.nat()))),
    )
    .map(([value, spoilt]) => {
      if (spoilt === null) return value;
      const [key, n] = spoilt;
      const values = bad[key] as unknown[];
      return { ...value, [key]: values[n % values.length] };
    });

function goodBodies(version: ApiVersion, world: World): Bodies {
  const idsOf = (pattern: string, under = '') =>
    (world.paths.get(pattern) ?? []).filter((path) => path.startsWith(under)).map(lastSegment);
  /** Mostly one of these ids; now and then a made-up one, or one of another kind. */
  const pick = (ids: readonly string[]) =>
    ids.length === 0
      ? fc.uuid()
      : fc.oneof(w(8, fc.constantFrom(...ids)), w(1, fc.uuid()), w(1, fc.constantFrom(...world.ids)));
  /** Mostly the id of one of these records, else its external_ref (where a body takes either). */
  const idOrRef = (ids: readonly string[]) => {
    const refs = ids.flatMap((id) => world.refOf.get(id) ?? []);
    return refs.length === 0 ? pick(ids) : fc.oneof(w(2, pick(ids)), w(1, fc.constantFrom(...refs)));
  };
  const several = (ids: readonly string[]) => fc.uniqueArray(pick(ids), { minLength: 1, maxLength: 2 });
  const data = <T>(arbitrary: fc.Arbitrary<T>) => arbitrary.map((value) => JSON.stringify({ data: value }));
  const offeringOf = (path: string) => `${OFFERINGS}/${idAfter(path, 'offerings')}/`;
  const holdings = [...world.holdings.values()];
  const holdingOf = (path: string) =>
    world.holdings.get(idAfter(path, 'subscriptions/subscriptions').toLowerCase()) ?? (holdings[0] as Holding);

  const storeProducts = idsOf('/v2/subscriptions/products/:product_uuid');
  const storePlans = idsOf('/v2/subscriptions/plans/:plan_uuid');
  const storeFeatures = idsOf('/v2/subscriptions/features/:feature_uuid');
  const offeringPlans = (under: string) => idsOf(`${OFFERINGS}/:offering_uuid/plans/:plan_uuid`, under);
  const offeringProducts = (under: string) => idsOf(`${OFFERINGS}/:offering_uuid/products/:product_uuid`, under);
  const offeringOptions = (under: string) =>
    idsOf(`${OFFERINGS}/:offering_uuid/pricing-options/:pricing_option_uuid`, under);
  const offeringFeatures = (under: string) => idsOf(`${OFFERINGS}/:offering_uuid/features/:feature_uuid`, under);
  const emails = [...new Set(holdings.map((holding) => holding.email))];

  const name = fc.constantFrom('Fuzz', 'Coffee Club', 'Beans', 'Monthly');
  const description = fc.constantFrom('A description.', '');
  const ref = fc.oneof(
    w(2, world.refs.length > 0 ? fc.constantFrom(...world.refs) : fc.constant('fuzz-ref')),
    w(2, fc.constantFrom('fuzz-ref', 'fuzz-ref-2')),
  );
  const currency = fc.constantFrom('USD', 'EUR', 'GBP', 'JPY');
  const price = fc.dictionary(
    currency,
    fc.record({ amount: fc.integer({ min: 0, max: 5000 }), includes_tax: opt(fc.boolean()) }),
    { minKeys: 1, maxKeys: 2 },
  );
  const nullablePrice = fc.oneof(w(4, price), w(1, fc.constant(null)), w(1, fc.constant({ USD: null })));
  const badPrice = [{ usd: { amount: 1 } }, { USD: { amount: 1.5 } }, { USD: {} }, 'free'];
  const tag = fc.constantFrom('library', 'vet-chat', 'delivery-swaps');
  const configuration = fc.oneof(
    fc.record({ type: fc.constant('access'), tag }),
    fc.record({ type: fc.constant('usage'), tag, label: fc.constant('Swaps a month'), default_value: fc.nat(3) }),
    fc.record({ type: fc.constant('promotion'), promotions: fc.array(fc.record({ name, tag }), { maxLength: 2 }) }),
  );
  const badConfiguration = [{ type: 'access', tag: 'bad tag!' }, { type: 'unknown' }, { type: 'usage', tag: 'x' }];
  const planConfiguration = fc.oneof(
    fc.record({ type: fc.constant('access') }),
    fc.record({ type: fc.constant('promotion'), tag }),
    fc.record({ type: fc.constant('usage'), default_value: fc.nat(3) }),
  );
  const badName = ['', 'ab', 'x'.repeat(1025), 7];
  /** A 2024 product or a 2026 plan, and the same as an update takes it. */
  const item: Model = {
    name,
    description: opt(description),
    external_ref: opt(ref),
    sku: opt(fc.constant('SKU-1')),
    price: opt(price),
    price_units: opt(fc.record({ unit: fc.constantFrom('day', 'month'), amount: fc.integer({ min: 1, max: 3 }) })),
  };
  const badItem = { name: badName, price: badPrice, price_units: [{ unit: 'year', amount: 1 }], sku: [7] };
  const itemUpdate: Model = {
    name: opt(name),
    description: opt(nullable(description)),
    sku: opt(nullable(fc.constant('SKU-2'))),
    main_image: opt(nullable(fc.constant('https://images.example.com/x.jpg'))),
    price: opt(nullablePrice),
  };
  const badItemUpdate = { name: badName, main_image: ['not a url'], price: badPrice };
  const leadTime = fc.record({ type: fc.constantFrom('day', 'week'), time: fc.integer({ min: 1, max: 3 }) });
  /** A 2024 plan or a 2026 pricing option, and the same as an update takes it. */
  const billing: Model = {
    name,
    billing_interval_type: fc.constantFrom('day', 'week', 'month', 'year'),
    billing_frequency: fc.integer({ min: 1, max: 3 }),
    plan_length: fc.integer({ min: 1, max: 24 }),
    end_behavior: fc.constantFrom('roll', 'close'),
    can_pause: fc.boolean(),
    can_resume: fc.boolean(),
    can_cancel: fc.boolean(),
    trial_period: opt(fc.nat(2)),
    base_price_percentage: opt(fc.integer({ min: 0, max: 100 })),
    fixed_price: opt(price),
    ...(version === '2026' ? { lead_time: opt(leadTime) } : {}),
  };
  const badBilling = {
    name: badName,
    billing_interval_type: ['fortnight'],
    billing_frequency: [0, 1.5],
    plan_length: [0],
    end_behavior: ['stop'],
    can_pause: ['yes'],
    base_price_percentage: [101],
    fixed_price: badPrice,
    ...(version === '2026'
      ? {
          lead_time: [
            { type: 'day', time: 0 },
            { type: 'month', time: 1 },
          ],
        }
      : {}),
  };
  const billingUpdate: Model = {
    name: opt(name),
    description: opt(nullable(description)),
    external_ref: opt(nullable(ref)),
    can_pause: opt(fc.boolean()),
    can_resume: opt(fc.boolean()),
    billing_frequency: opt(fc.integer({ min: 1, max: 3 })),
    trial_period: opt(nullable(fc.nat(2))),
    base_price_percentage: opt(nullable(fc.integer({ min: 0, max: 100 }))),
    fixed_price: opt(nullablePrice),
    ...(version === '2026' ? { lead_time: opt(nullable(leadTime)) } : {}),
  };
  const feature: Model = { name, configuration, description: opt(description), external_ref: opt(ref) };
  const badFeature = { name: badName, configuration: badConfiguration };
  const featureUpdate: Model = {
    name: opt(name),
    description: opt(nullable(description)),
    external_ref: opt(nullable(ref)),
    configuration: opt(configuration),
  };
  const offeringUpdate: Model = {
    name: opt(name),
    description: opt(nullable(description)),
    external_ref: opt(nullable(ref)),
  };
  const prorationPolicy = fc.record({ type: fc.constant('subscription_proration_policy'), id: fc.uuid() });
  const authority = fc.record({
    type: fc.constantFrom('elastic_path_payments_stripe', 'authorize_net'),
    customer_id: fc.constant('cus_fuzz'),
    card_id: fc.constant('card_fuzz'),
  });
  const stateChange = {
    action: fc.constantFrom('pause', 'resume', 'cancel', 'pending'),
    ...(version === '2026' ? { cancel_immediately: opt(fc.boolean()) } : {}),
  };
  const goodForm = fc
    .record({
      grant_type: fc.constantFrom('client_credentials', 'implicit'),
      client_id: fc.constantFrom('abc', 'commerce-emulator'),
      client_secret: opt(fc.constantFrom('s3cret', 'commerce-emulator-secret')),
    })
    .map((fields) => new URLSearchParams(JSON.parse(JSON.stringify(fields))).toString());

  const common: Bodies = {
    createApplicationKey: () => goodKey,
    updateApplicationKey: () => goodKey,
    createAccessToken: () => fc.oneof(w(3, goodForm), w(1, form)),
    createSubscriptionState: () =>
      data(
        spoil(
          { type: fc.constant('subscription_state'), attributes: fc.record(stateChange) },
          { attributes: [{ action: 'stop' }, {}], type: ['subscription'] },
        ),
      ),
    createOffering: () =>
      data(
        spoil(
          {
            type: fc.constant('subscription_offering'),
            attributes: fc.record({ name, description: opt(description), external_ref: opt(ref) }),
            ...(version === '2026'
              ? { relationships: opt(fc.record({ proration_policy: opt(prorationPolicy) })) }
              : {}),
          },
          { attributes: [{}, { name: 'ab' }], type: ['subscription_offerings'] },
        ),
      ),
    updateOffering: (path) =>
      data(
        spoil(
          {
            id: pick([idAfter(path, 'offerings')]),
            type: fc.constant('subscription_offering'),
            ...(version === '2024'
              ? { attributes: fc.record({ ...offeringUpdate, proration_policy_id: opt(fc.uuid()) }) }
              : {
                  attributes: fc.record(offeringUpdate),
                  relationships: opt(fc.record({ proration_policy: nullable(prorationPolicy) })),
                }),
          },
          { id: ['OFFERING_ID'], attributes: [{ name: 'ab' }, { description: 7 }] },
        ),
      ),
    createSubscription: () =>
      fc.constantFrom(...holdings).chain((holding) =>
        data(
          spoil(
            {
              account_id: fc.oneof(w(3, fc.constant(holding.account)), w(1, fc.uuid())),
              ...(world.refOf.has(holding.offering)
                ? {
                    offering_id: opt(pick([holding.offering])),
                    offering_external_ref: opt(fc.constant(world.refOf.get(holding.offering) as string)),
                  }
                : { offering_id: pick([holding.offering]) }),
              plan_id: pick(version === '2024' ? holding.options : holding.products),
              ...(version === '2026' ? { pricing_option_id: pick(holding.options) } : {}),
              currency: fc.oneof(w(4, fc.constant(holding.currency)), w(1, currency)),
              name: fc.constant('Ada Lovelace'),
              email: fc.constant('ada@example.com'),
              manual_payments: fc.boolean(),
              pending: opt(fc.boolean()),
              external_ref: opt(ref),
            },
            { name: ['Al'], email: ['ada'], currency: ['usd'], account_id: ['ACCOUNT_ID'], manual_payments: [null] },
          ),
        ),
      ),
    updateSubscription: (path) => {
      const holding = holdingOf(path);
      const attributes = {
        plan_id: opt(pick(version === '2024' ? holding.options : holding.products)),
        ...(version === '2026' ? { pricing_option_id: opt(pick(holding.options)) } : {}),
        address_id: opt(nullable(fc.uuid())),
        payment_authority: opt(authority),
        go_live_after: opt(nullable(fc.constant('2026-03-01T00:00:00Z'))),
      };
      return data(
        spoil(
          { id: fc.constant(holding.id), type: fc.constant('subscription'), attributes: fc.record(attributes) },
          { attributes: [{ plan_id: 'PLAN_ID' }, { payment_authority: { type: 'cash' } }], type: ['sub'] },
        ),
      );
    },
    createAccountManagementTokens: () =>
      data(
        spoil(
          {
            type: fc.constant('account_management_authentication_token'),
            authentication_mechanism: fc.constantFrom(
              'password',
              'password',
              'passwordless',
              'self_signup',
              'account_management_authentication_token',
            ),
            password_profile_id: fc.uuid(),
            username: fc.constantFrom(...emails, 'new.member@example.com'),
            password: fc.constantFrom('password', 'wrong'),
            one_time_password_token: fc.constant('password'),
            name: fc.constant('Ada Lovelace'),
            email: fc.constant('ada@example.com'),
          },
          { authentication_mechanism: ['oidc', 'magic'], username: [''], password_profile_id: ['profile'] },
        ),
      ),
  };
  if (version === '2024') {
    return {
      ...common,
      buildOffering: () =>
        data(
          spoil(
            {
              name,
              description: opt(description),
              products: fc.array(fc.oneof(idOrRef(storeProducts), spoil(item, badItem)), {
                minLength: 1,
                maxLength: 2,
              }),
              plans: fc.array(fc.oneof(idOrRef(storePlans), spoil(billing, badBilling)), {
                minLength: 1,
                maxLength: 2,
              }),
            },
            { name: badName, products: [[]], plans: [[]] },
          ),
        ),
      attachOfferingProduct: () => data(spoil({ products: several(storeProducts) }, { products: [[], ['x']] })),
      replaceOfferingProduct: () => data(spoil({ products: several(storeProducts) }, { products: [[], ['x']] })),
      updateOfferingProduct: (path) =>
        data(
          fc.record({
            id: pick(offeringProducts(offeringOf(path))),
            type: fc.constant('subscription_offering_product'),
            attributes: spoil(itemUpdate, badItemUpdate),
          }),
        ),
      attachOfferingPlan: () => data(spoil({ plans: several(storePlans) }, { plans: [[], ['x']] })),
      updateOfferingPlan: (path) =>
        data(
          fc.record({
            id: pick(offeringPlans(offeringOf(path))),
            type: fc.constant('subscription_offering_plan'),
            attributes: spoil(billingUpdate, badBilling),
          }),
        ),
      createProduct: () =>
        data(fc.record({ type: fc.constant('subscription_product'), attributes: spoil(item, badItem) })),
      updateProduct: (path) =>
        data(
          fc.record({
            id: pick([lastSegment(path)]),
            type: fc.constant('subscription_product'),
            attributes: spoil(itemUpdate, badItemUpdate),
          }),
        ),
      createPlan: () =>
        data(fc.record({ type: fc.constant('subscription_plan'), attributes: spoil(billing, badBilling) })),
      updatePlan: (path) =>
        data(
          fc.record({
            id: pick([lastSegment(path)]),
            type: fc.constant('subscription_plan'),
            attributes: spoil(billingUpdate, badBilling),
          }),
        ),
      manageSubscriptionProducts: (path) => {
        const holding = holdingOf(path);
        const products = [...holding.products, ...offeringProducts(`${OFFERINGS}/${holding.offering}/`)];
        const action = { type: fc.constantFrom('attach', 'detach', 'replace'), products: several(products) };
        return data(fc.array(spoil(action, { type: ['swap'], products: [[]] }), { minLength: 1, maxLength: 2 }));
      },
    };
  }
  return {
    ...common,
    buildOffering: () =>
      data(
        spoil(
          {
            name,
            description: opt(description),
            plans: fc.array(spoil(item, badItem), { minLength: 1, maxLength: 2 }),
            pricing_options: fc.array(spoil(billing, badBilling), { minLength: 1, maxLength: 2 }),
            features: opt(
              fc.array(fc.oneof(idOrRef(storeFeatures), spoil(feature, badFeature)), { minLength: 1, maxLength: 2 }),
            ),
          },
          { name: badName, plans: [[]], pricing_options: [[]], features: [[]] },
        ),
      ),
    createOfferingPlan: (path) => {
      const configured = fc.dictionary(pick(offeringFeatures(offeringOf(path))), planConfiguration, { maxKeys: 2 });
      return data(
        fc.record({
          type: fc.constant('subscription_offering_plan'),
          attributes: spoil({ ...item, feature_configurations: opt(configured) }, badItem),
        }),
      );
    },
    updateOfferingPlan: (path) => {
      const features = offeringFeatures(offeringOf(path));
      const configured = fc.dictionary(pick(features), nullable(planConfiguration), { maxKeys: 2 });
      return data(
        fc.record({
          id: pick(offeringPlans(offeringOf(path))),
          type: fc.constant('subscription_offering_plan'),
          attributes: spoil({ ...itemUpdate, feature_configurations: opt(configured) }, badItemUpdate),
        }),
      );
    },
    addOfferingPlanPricingOptions: (path) => data(fc.array(optionIdentifier(path), { maxLength: 2 })),
    removeOfferingPlanPricingOptions: (path) => data(fc.array(optionIdentifier(path), { maxLength: 2 })),
    createOfferingPricingOption: () =>
      data(
        fc.record({
          type: fc.constant('subscription_offering_pricing_option'),
          attributes: spoil(billing, badBilling),
        }),
      ),
    updateOfferingPricingOption: (path) =>
      data(
        fc.record({
          id: pick(offeringOptions(offeringOf(path))),
          type: fc.constant('subscription_offering_pricing_option'),
          attributes: spoil(billingUpdate, badBilling),
        }),
      ),
    createFeature: () =>
      data(fc.record({ type: fc.constant('subscription_feature'), attributes: spoil(feature, badFeature) })),
    updateFeature: (path) =>
      data(
        fc.record({
          id: pick([lastSegment(path)]),
          type: fc.constant('subscription_feature'),
          attributes: spoil(featureUpdate, badFeature),
        }),
      ),
    createOfferingFeature: () =>
      data(fc.record({ type: fc.constant('subscription_offering_feature'), attributes: spoil(feature, badFeature) })),
    updateOfferingFeature: (path) =>
      data(
        fc.record({
          id: pick(offeringFeatures(offeringOf(path))),
          type: fc.constant('subscription_offering_feature'),
          attributes: spoil(featureUpdate, badFeature),
        }),
      ),
    attachOfferingFeature: () => data(spoil({ features: several(storeFeatures) }, { features: [[], ['x']] })),
    manageSubscriptionPlans: (path) => {
      const action = { type: fc.constant('detach'), plans: several(holdingOf(path).products) };
      return data(fc.array(spoil(action, { type: ['attach'], plans: [[]] }), { minLength: 1, maxLength: 2 }));
    },
  };

  /** A pricing option of the offering at `path`, as the relationship endpoints take it. */
  function optionIdentifier(path: string) {
    const id = pick(offeringOptions(offeringOf(path)));
    return spoil({ type: fc.constant('subscription_offering_pricing_option'), id }, { type: ['plan'], id: ['x'] });
  }
}

// ---------------------------------------------------------------------------------------------------------------

describe.each(VERSIONS)('fuzz, API %s: every answer keeps the contract, over HTTP and MSW', (version) => {
  const table = TABLES[version];
  const emulator = createEmulator({ apiVersion: version });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  let server: RunningServer;
  let world: World;
  let grammar: ReturnType<typeof grammarOf>;

  beforeAll(async () => {
    server = await emulator.listen();
    world = await gather(emulator, table, version);
    grammar = grammarOf(world);
  });
  afterAll(async () => {
    agent.destroy();
    await server.close();
  });

  /** The routes at a path, read off the route table. */
  const routesAt = (path: string) => table.routesAt(path);
  const classify = (path: string, method?: string) => classifyIn(table, path, method);
  const operationOf = (path: string, method?: string) => {
    const found = classify(path, method);
    return typeof found === 'string' ? found : found.operation;
  };

  /** The version's grammar: paths from its route table filled with real and made-up ids, parameters, bodies. */
  function grammarOf(world: World) {
    const bodies = goodBodies(version, world);
    /** What replaces one id of a real path: a made-up one, the same in upper case, one of another kind, garbage. */
    const swap: fc.Arbitrary<(id: string) => string> = fc.oneof(
      w(
        2,
        fc.uuid().map((id) => () => id),
      ),
      w(
        1,
        fc.constant((id: string) => id.toUpperCase()),
      ),
      w(
        2,
        fc.constantFrom(...world.ids).map((id) => () => id),
      ),
      w(
        1,
        fc.constantFrom(...WELL_KNOWN).map((id) => () => id),
      ),
      w(
        1,
        garbage.map((junk) => () => junk),
      ),
    );
    /** A path of a route: mostly a real one, now and then with one id swapped; without `/v2` now and then. */
    const pathOf = (route: Route) => {
      const pattern = route.paths[0] as Route['paths'][number];
      const real = world.paths.get(pattern.path) ?? [];
      const slots = pattern.names.flatMap((name, i) => (name === null ? [] : [i]));
      return fc
        .record({
          pick: fc.nat(),
          slot: fc.nat(),
          change: fc.oneof(w(3, fc.constant(null)), w(1, swap)),
          fresh: fc.array(swap, { minLength: slots.length, maxLength: slots.length }),
          short: fc.nat(2),
        })
        .map(({ pick, slot, change, fresh, short }) => {
          const segments = (real[pick % Math.max(1, real.length)] ?? pattern.path).split('/').slice(1);
          if (real.length === 0) {
            for (const [k, i] of slots.entries()) segments[i] = fresh[k]?.(segments[i] ?? '') ?? '';
          } else if (change !== null && slots.length > 0) {
            const i = slots[slot % slots.length] as number;
            segments[i] = change(segments[i] ?? '');
          }
          const path = `/${segments.join('/')}`;
          return route.paths.length > 1 && short === 0 ? path.replace(/^\/v2(?=\/)/, '') : path;
        });
    };
    const weightOf = (path: string) => {
      if (path === '/v2/application-keys') return 5;
      if (path === '/v2/application-keys/:id' || path === '/oauth/access_token') return 2;
      if (path.endsWith('/states')) return 10;
      return 1;
    };
    const byPattern = new Map(table.routes.map((route) => [route.paths[0]?.path as string, route]));
    const other = TABLES[version === '2024' ? '2026' : '2024'];
    /** Paths only the other version has (a 404 here, or a route of this version that fits them). */
    const foreign = [...new Set(other.routes.map((route) => route.paths[0]?.path as string))].filter(
      (path) => !byPattern.has(path),
    );
    const foreignPath = fc
      .tuple(fc.constantFrom(...foreign), fc.array(fc.constantFrom(...world.ids), { minLength: 4, maxLength: 4 }))
      .map(([path, ids]) => path.replace(/:[a-z_]+/g, () => ids.pop() ?? 'none'));
    const apiPath = fc.oneof(
      ...[...byPattern].map(([path, route]) => w(weightOf(path), pathOf(route))),
      w(2, foreignPath),
    );

    const include = fc
      .array(fc.constantFrom(...INCLUDES[version], ...INCLUDES[version], 'products', 'features', 'x', ''), {
        maxLength: 3,
      })
      .map((values) => values.join(','));
    const filterValue = fc
      .oneof(w(4, fc.constantFrom(...world.values)), w(1, fc.uuid()), w(1, fc.constant('x')))
      .map(pctEscape);
    const condition = fc
      .tuple(
        fc.constantFrom('eq', 'eq', 'in', 'in', 'lt'),
        fc.constantFrom(...FILTER_FIELDS),
        fc.array(filterValue, { minLength: 1, maxLength: 3 }),
      )
      .map(
        ([operator, field, values]) =>
          `${operator}(${field},${(operator === 'in' ? values : values.slice(0, 1)).join(',')})`,
      );
    const filter = fc.oneof(
      w(
        6,
        fc.array(condition, { minLength: 1, maxLength: 2 }).map((conditions) => conditions.join(':')),
      ),
      w(1, fc.constantFrom('eq(account_id,x)', 'eq(name,Ada%20L)', 'eq(email,a@b.c):eq(name,x)', 'lt(name,x)')),
      w(1, garbage),
    );
    const param = fc.oneof(
      w(4, fc.tuple(fc.constantFrom('page[offset]', 'page%5Boffset%5D', 'page[limit]'), pageValue)),
      w(2, fc.tuple(fc.constant('page%5Blimit%5D'), pageValue)),
      w(2, fc.tuple(fc.constant('include'), include)),
      w(3, fc.tuple(fc.constant('filter'), filter)),
      w(2, fc.tuple(fc.constant('scenario'), scenarioName().map(pctEscape))),
      // Fresh sessions, where the world's records are as built, and names that are not valid.
      w(4, fc.tuple(fc.constant('session'), fc.oneof(w(4, sessionName), w(1, garbage)))),
      w(1, fc.tuple(fc.constantFrom('__proto__[x]', 'constructor', 'foo', 'page'), garbage)),
      w(1, fc.tuple(garbage, fc.constant(null))),
    );

    /** A well-formed body for the route at `path`: its entry in `bodies`, else its example with real ids in it. */
    const goodBody = (route: Route, path: string): fc.Arbitrary<string> | undefined => {
      if (route.body === undefined) return undefined;
      const made = bodies[route.operation]?.(path);
      if (made !== undefined) return made;
      const example = route.body.example;
      return fc
        .array(fc.constantFrom(...world.ids), { minLength: 8, maxLength: 8 })
        .map((ids) => example.replace(/\b[A-Z_]+_ID\b/g, () => ids.pop() ?? ''));
    };
    const sample = (path: fc.Arbitrary<string>) =>
      fc.tuple(path, fc.nat(), fc.boolean()).chain(([at, pick, head]) => {
        // Mostly a method the path takes, so that most requests get past the route check, and a body fit for it.
        const routes = routesAt(at);
        const route = routes[pick % Math.max(1, routes.length)];
        const natural = route === undefined ? 'GET' : route.method === 'GET' && head ? 'HEAD' : route.method;
        const good = route && goodBody(route, at);
        const readsJson = route?.body !== undefined && (route.body.types ?? ['json'])[0] === 'json';
        return fc.record({
          method: fc.oneof(w(4, fc.constant(natural)), w(1, fc.constantFrom(...METHODS))),
          path: fc.constant(at),
          query: fc.array(param, { maxLength: 3 }),
          headers: readsJson ? jsonHeaders : headers,
          body: good ? fc.oneof(w(6, good), w(2, anyBody), w(2, big)) : anyBody,
        });
      });

    /** Near misses: one segment of a known path replaced, dropped, doubled or changed in case, or a slash added. */
    const nearMiss = fc
      .tuple(apiPath, fc.nat(), fc.constantFrom('replace', 'drop', 'double', 'upper', 'insert', 'slashes'), garbage)
      .map(([path, at, how, junk]) => {
        const segments = path.split('/').slice(1);
        const i = at % segments.length;
        if (how === 'replace') segments[i] = junk;
        if (how === 'drop') segments.splice(i, 1);
        if (how === 'double') segments.splice(i, 0, segments[i] ?? '');
        if (how === 'upper') segments[i] = (segments[i] ?? '').toUpperCase();
        if (how === 'insert') segments.splice(i, 0, junk);
        return `/${segments.join('/')}${how === 'slashes' ? '//' : ''}`;
      })
      .filter((path) => !path.startsWith('/__emulator'));
    const withSlash = fc.tuple(apiPath, fc.constantFrom('', '', '/')).map(([path, slash]) => path + slash);
    /**
     * What a client would send: a method the path takes, a good token and content type, a fresh session, a good body
     * (now and then one too large). Most get to the rules: 201, 204, 404, 409, 422.
     */
    const clean = fc.tuple(apiPath, fc.nat()).chain(([at, pick]) => {
      const routes = routesAt(at);
      const route = routes[pick % Math.max(1, routes.length)];
      const good = route && goodBody(route, at);
      const query = fc.tuple(sessionName, fc.option(include)).map(([session, wanted]): [string, string | null][] =>
        wanted === null
          ? [['session', session]]
          : [
              ['session', session],
              ['include', wanted],
            ],
      );
      const type = route?.body?.types?.[0] === 'form' ? FORM : 'application/json';
      const scenario = fc.oneof(w(2, fc.constant(undefined)), w(1, fc.constantFrom(...SCENARIOS)));
      return fc.record({
        method: fc.constant(route?.method ?? 'GET'),
        path: fc.constant(at),
        query,
        headers: scenario.map(
          (name): Record<string, string> =>
            name === undefined
              ? { authorization: 'Bearer fuzz-token', 'content-type': type }
              : { authorization: 'Bearer fuzz-token', 'content-type': type, 'x-emulator-scenario': name },
        ),
        body: good ? fc.oneof(w(6, good), w(1, big)) : fc.constant(undefined),
      });
    });
    return { sample, clean, nearMiss, withSlash };
  }

  async function viaHttp(sample: Sample): Promise<Answer> {
    const { method } = sample;
    const body = method === 'GET' || method === 'HEAD' ? undefined : sample.body;
    const answer = await rawRequest({
      base: server.url,
      method,
      path: target(sample),
      headers: sample.headers,
      body,
      agent,
    });
    return { status: answer.status, headers: new Headers(answer.headers as Record<string, string>), body: answer.body };
  }

  async function viaMsw(sample: Sample): Promise<Answer | undefined> {
    const { method, headers } = sample;
    const body = method === 'GET' || method === 'HEAD' ? undefined : sample.body;
    const response = await getResponse(
      emulator.handlers,
      new Request(`${MSW_BASE}${target(sample)}`, { method, headers, body }),
    );
    return response && { status: response.status, headers: response.headers, body: await response.text() };
  }

  /** The contract every answer keeps, whatever was asked. */
  function check(sample: Sample, answer: Answer, pathname: string): void {
    const scenario = answer.headers.get('x-emulator-scenario');
    expect(emulator.scenarios, 'X-Emulator-Scenario').toContain(scenario);
    const asked = `${target(sample)} ${sample.headers['x-emulator-scenario'] ?? ''}`;
    if (answer.status >= 500) {
      expect([answer.status, scenario]).toEqual([500, 'server-error']);
      expect(asked).toContain('server-error');
    }
    if (answer.status === 429) expect([answer.headers.get('retry-after'), scenario]).toEqual(['30', 'rate-limited']);
    if (answer.status === 405) expect(answer.headers.get('allow')).toBeTruthy();
    const route = classify(pathname, sample.method);
    // An error is one its route declares (the OpenAPI document's list: 409 and 422 where the rules refuse, 410 for a
    // session dropped past the limits), a 404 where no route has the path, a 405 (or a 400 for a bad escape) where
    // none takes the method.
    const where = `${sample.method} ${pathname}: ${answer.status} ${answer.body.slice(0, 300)}`;
    if (answer.status >= 400) {
      if (route === 'none') expect(answer.status, where).toBe(404);
      else if (route === 'wrong-method') expect([400, 405], where).toContain(answer.status);
      else expect(route.statuses, where).toContain(answer.status);
    }
    if (sample.method === 'HEAD' || answer.status === 204) {
      expect(answer.body).toBe('');
      if (answer.status === 204) {
        const route204 =
          typeof route === 'string' ? route : route.success.noContent === undefined ? route.success.status : 204;
        expect(route204).toBe(204);
      }
      return;
    }
    // A success its route documents with no body (the Integrations API's delete answers 200 with none).
    if (answer.body === '' && typeof route !== 'string' && route.success.schema === null) {
      expect(answer.status, `${sample.method} ${pathname}`).toBe(route.success.status);
      return;
    }
    const json = JSON.parse(answer.body);
    if (answer.status >= 400) {
      expect(schemas.errorBodySchema.parse(json).errors[0]?.status).toBe(String(answer.status));
      return;
    }
    if (typeof route === 'string') throw new Error(`${answer.status} on ${pathname}, which no route serves (${route})`);
    expect(answer.status, `${sample.method} ${pathname}`).toBe(route.success.status);
    if (route.success.schema === null) throw new Error(`${answer.status} with a body on ${pathname}, which has none`);
    const parsed = route.success.schema.safeParse(json);
    if (!parsed.success)
      throw new Error(`${where}\nbreaks ${route.operation}'s success schema: ${parsed.error.message}`);
  }

  /** Statuses and operations seen: the generators must reach every class of answer, and every route's success. */
  const seen = new Set<string>();

  async function run(sample: Sample): Promise<void> {
    const answer = await viaHttp(sample);
    seen.add(`${answer.status} ${operationOf(sample.path, sample.method)}`);
    check(sample, answer, sample.path);
    if (classify(sample.path) === 'none') expect(answer.status).toBe(404);
    const url = new URL(`${MSW_BASE}${target(sample)}`);
    const mocked = await viaMsw(sample);
    if (mocked === undefined) expect(classify(url.pathname), `MSW let ${url.pathname} through`).toBe('none');
    else check(sample, mocked, url.pathname);
  }

  /**
   * A request per route of the route table, with real ids and a valid body, each answered with success in a session
   * of its own: in that order, since a write may name what an earlier one made (`<operation>` stands for the id of
   * what that operation's answer holds).
   */
  function wellFormed(): Omit<Sample, 'headers'>[] {
    const O = OFFERINGS;
    const S = SUBSCRIPTIONS;
    const real = (pattern: string, under = '') => {
      const paths = (world.paths.get(pattern) ?? []).filter((path) => path.startsWith(under));
      if (paths.length === 0) throw new Error(`no real path for ${pattern} under ${under || '/'}`);
      return paths;
    };
    const first = (pattern: string, under = '') => real(pattern, under)[0] as string;
    const holding = world.holdings.get(WELL_KNOWN[0] as string) as Holding;
    const sub = `${S}/${holding.id}`;
    // Offerings other than the one of the subscription that is subscribed to again below.
    const [o, o2] = real(`${O}/:offering_uuid`).filter((path) => !path.endsWith(holding.offering)) as [string, string];
    const keys = real('/v2/application-keys/:id');
    const data = (value: unknown) => JSON.stringify({ data: value });
    const include = INCLUDES[version].join(',');
    const state = version === '2024' ? { action: 'pause' } : { action: 'pause', cancel_immediately: false };
    const subscribe = {
      account_id: holding.account,
      offering_id: holding.offering,
      ...(version === '2024'
        ? { plan_id: holding.options[0] }
        : { plan_id: holding.products[0], pricing_option_id: holding.options[0] }),
      currency: holding.currency,
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      manual_payments: false,
    };
    const change =
      version === '2024'
        ? { plan_id: holding.options[1] ?? holding.options[0] }
        : { plan_id: holding.products[0], pricing_option_id: holding.options[0], address_id: null };
    const monthly = { name: 'Monthly', ...MONTHLY_RULES };
    const library = { name: 'Library', configuration: { type: 'access', tag: 'library' } };
    const I = '/v2/subscriptions/invoices';
    const ada = { account_id: '11111111-1111-4111-8111-111111111111', name: 'Ada Lovelace', email: 'ada@example.com' };
    const subscriber = { id: ada.account_id, type: 'subscription_subscriber' };
    const rule = {
      payment_retry_type: 'fixed',
      payment_retry_interval: 1,
      payment_retry_unit: 'day',
      payment_retries_limit: 3,
      action: 'close',
    };
    const policy = { name: 'Fuzz policy', rounding: 'up' };
    const sqsIntegration = {
      type: 'integration',
      name: 'Fuzz queue',
      integration_type: 'aws_sqs',
      observes: ['integration.updated'],
      configuration: {
        url: 'https://sqs.test/q',
        aws_access_key_id: 'a',
        aws_secret_access_key: 'b',
        region: 'eu-west-1',
      },
    };
    const importFile = [
      `--${BOUNDARY}`,
      'Content-Disposition: form-data; name="import_file"; filename="import.jsonl"',
      'Content-Type: application/jsonl',
      '',
      JSON.stringify({
        data: {
          type: 'subscription_subscriber',
          attributes: { ...ada, account_id: '22222222-2222-4222-8222-222222222222' },
        },
      }),
      `--${BOUNDARY}--`,
      '',
    ].join('\r\n');
    const requests: [string, string, string | undefined][] = [
      ['GET', '/v2/application-keys', undefined],
      ['POST', '/v2/application-keys', data({ type: 'application_key', name: 'Example', reserved_rate_limit: 0 })],
      ['GET', keys[0] as string, undefined],
      ['PUT', keys[0] as string, data({ type: 'application_key', name: 'Example', reserved_rate_limit: 0 })],
      ['DELETE', keys[1] as string, undefined],
      ['POST', '/oauth/access_token', 'grant_type=client_credentials&client_id=a&client_secret=b'],
      [
        'POST',
        '/v2/account-members/tokens',
        data({
          type: 'account_management_authentication_token',
          authentication_mechanism: 'password',
          password_profile_id: '00000000-0000-4000-8000-0000000000aa',
          username: holding.email,
          password: 'password',
        }),
      ],
      ['GET', `${O}?include=${include}`, undefined],
      ['GET', `${o}?include=${include}`, undefined],
      ['POST', O, data({ type: 'subscription_offering', attributes: { name: 'Fuzz offering' } })],
      ['PUT', o, data({ id: lastSegment(o), type: 'subscription_offering', attributes: { name: 'Fuzz offering+' } })],
      ['DELETE', `${O}/<createOffering>`, undefined],
      ['GET', `${S}?include=${include}`, undefined],
      ['GET', `${sub}?include=${include}`, undefined],
      ['POST', S, data(subscribe)],
      ['DELETE', `${S}/<createSubscription>`, undefined],
      ['GET', `${sub}/states`, undefined],
      ['GET', first(`${S}/:subscription_uuid/states/:state_uuid`), undefined],
      ['POST', `${sub}/states`, data({ type: 'subscription_state', attributes: state })],
      ['PUT', sub, data({ id: holding.id, type: 'subscription', attributes: change })],
      ['GET', first(`${S}/:subscription_uuid/invoices`), undefined],
      ['GET', first(`${S}/:subscription_uuid/invoices/:invoice_uuid`), undefined],
      ['GET', first(`${S}/:subscription_uuid/invoices/:invoice_uuid/payments`), undefined],
      ['GET', first(`${S}/:subscription_uuid/invoices/:invoice_uuid/payments/:payment_uuid`), undefined],
      ['GET', `${I}?filter=eq(outstanding,true)`, undefined],
      ['GET', first(`${I}/:invoice_uuid`), undefined],
      ['GET', first(`${I}/:invoice_uuid/payments`), undefined],
      ['GET', first(`${I}/:invoice_uuid/payments/:payment_uuid`), undefined],
      ['GET', '/v2/subscriptions/subscribers', undefined],
      ['GET', first('/v2/subscriptions/subscribers/:subscriber_uuid'), undefined],
      ['POST', '/v2/subscriptions/subscribers', data({ type: 'subscription_subscriber', attributes: ada })],
      ['PUT', `/v2/subscriptions/subscribers/${ada.account_id}`, data({ ...subscriber, attributes: { name: 'Ada' } })],
      ['DELETE', `/v2/subscriptions/subscribers/${ada.account_id}`, undefined],
      ['GET', '/v2/subscriptions/dunning-rules', undefined],
      ['GET', first('/v2/subscriptions/dunning-rules/:dunning_rule_uuid'), undefined],
      ['POST', '/v2/subscriptions/dunning-rules', data({ type: 'subscription_dunning_rule', attributes: rule })],
      [
        'PUT',
        '/v2/subscriptions/dunning-rules/<createDunningRule>',
        data({
          id: '<createDunningRule>',
          type: 'subscription_dunning_rule',
          attributes: { payment_retries_limit: 4 },
        }),
      ],
      ['DELETE', '/v2/subscriptions/dunning-rules/<createDunningRule>', undefined],
      ['GET', '/v2/subscriptions/proration-policies', undefined],
      [
        'POST',
        '/v2/subscriptions/proration-policies',
        data({ type: 'subscription_proration_policy', attributes: policy }),
      ],
      ['GET', '/v2/subscriptions/proration-policies/<createProrationPolicy>', undefined],
      [
        'PUT',
        '/v2/subscriptions/proration-policies/<createProrationPolicy>',
        data({
          id: '<createProrationPolicy>',
          type: 'subscription_proration_policy',
          attributes: { rounding: 'down' },
        }),
      ],
      ['DELETE', '/v2/subscriptions/proration-policies/<createProrationPolicy>', undefined],
      ['POST', '/v2/subscriptions/jobs', data({ type: 'subscription_job', attributes: { job_type: 'billing-run' } })],
      ['DELETE', '/v2/subscriptions/jobs/<createJob>', undefined],
      ['POST', '/v2/subscriptions/jobs', data({ type: 'subscription_job', attributes: { job_type: 'payment-run' } })],
      ['GET', '/v2/subscriptions/jobs', undefined],
      ['GET', '/v2/subscriptions/jobs/<createJob>', undefined],
      [
        'POST',
        '/v2/subscriptions/schedules',
        data({
          type: 'subscription_schedule',
          attributes: { specification: '30 0 * * *', location: 'Europe/London', job: { job_type: 'billing-run' } },
        }),
      ],
      ['GET', '/v2/subscriptions/schedules', undefined],
      ['GET', '/v2/subscriptions/schedules/<createSchedule>', undefined],
      [
        'PUT',
        '/v2/subscriptions/schedules/<createSchedule>',
        data({ id: '<createSchedule>', type: 'subscription_schedule', attributes: { specification: '0 6 * * *' } }),
      ],
      ['DELETE', '/v2/subscriptions/schedules/<createSchedule>', undefined],
      ['POST', '/v2/subscriptions/imports', importFile],
      ['GET', '/v2/subscriptions/imports', undefined],
      ['GET', '/v2/subscriptions/imports/<createImport>', undefined],
      // An integration observing its own updates: the update makes a job at once (delivered into memory, later).
      ['POST', '/v2/integrations', data(sqsIntegration)],
      ['GET', '/v2/integrations', undefined],
      ['GET', '/v2/integrations/<createIntegration>', undefined],
      ['PUT', '/v2/integrations/<createIntegration>', data({ type: 'integration', name: 'Fuzz queue+' })],
      ['GET', '/v2/integrations/logs', undefined],
      ['GET', '/v2/integrations/<createIntegration>/logs', undefined],
      ['GET', '/v2/integrations/<createIntegration>/jobs', undefined],
      ['GET', '/v2/integrations/<createIntegration>/jobs/<listIntegrationJobs>/logs', undefined],
      ['DELETE', '/v2/integrations/<createIntegration>', undefined],
    ];
    if (version === '2024') {
      // 2026 sets an offering's policy with its proration_policy_id attribute.
      requests.push(
        [
          'POST',
          '/v2/subscriptions/proration-policies',
          data({ type: 'subscription_proration_policy', attributes: policy }),
        ],
        [
          'PUT',
          `${o}/relationships/proration-policies`,
          data({ type: 'subscription_proration_policy', id: '<createProrationPolicy>' }),
        ],
        ['PUT', `${o}/relationships/proration-policies`, data(null)],
      );
    }
    if (world.unpaid !== undefined) {
      const { invoice, payment } = world.unpaid;
      requests.push([
        'PUT',
        `${I}/${invoice}/payments/${payment}`,
        data({ id: payment, type: 'subscription_invoice_payment', attributes: { success: true } }),
      ]);
    }
    if (version === '2026' && world.paid !== undefined) {
      const refunds = `${I}/${world.paid.invoice}/payments/${world.paid.payment}/refunds`;
      requests.push(
        [
          'POST',
          refunds,
          data({ type: 'subscription_invoice_payment_refund', attributes: { amount: 1, reason: 'Fuzz' } }),
        ],
        ['GET', refunds, undefined],
        ['GET', `${refunds}/<createInvoicePaymentRefund>`, undefined],
        ['GET', '/v2/subscriptions/imports/<createImport>/errors', undefined],
      );
    }
    if (version === '2024') {
      const [p, p2] = real(`${O}/:offering_uuid/products/:product_uuid`, `${o}/`);
      const [pl, pl2] = real(`${O}/:offering_uuid/plans/:plan_uuid`, `${o}/`);
      const product = first('/v2/subscriptions/products/:product_uuid');
      const plan = first('/v2/subscriptions/plans/:plan_uuid');
      requests.push(
        [
          'POST',
          `${O}/build`,
          data({ name: 'Fuzz build', products: [lastSegment(product)], plans: [lastSegment(plan)] }),
        ],
        ['GET', `${o}/products`, undefined],
        [
          'PUT',
          p as string,
          data({ id: lastSegment(p as string), type: 'subscription_offering_product', attributes: { name: 'Beans' } }),
        ],
        ['DELETE', p2 as string, undefined],
        ['POST', `${o}/products/attach`, data({ products: [lastSegment(product)] })],
        ['PUT', `${o2}/products/replace`, data({ products: [lastSegment(product)] })],
        ['GET', `${o}/plans`, undefined],
        [
          'PUT',
          pl as string,
          data({ id: lastSegment(pl as string), type: 'subscription_offering_plan', attributes: { can_pause: false } }),
        ],
        ['DELETE', pl2 as string, undefined],
        ['POST', `${o}/plans/attach`, data({ plans: [lastSegment(plan)] })],
        ['GET', '/v2/subscriptions/products', undefined],
        ['GET', product, undefined],
        [
          'POST',
          '/v2/subscriptions/products',
          data({ type: 'subscription_product', attributes: { name: 'Magazine', price: { USD: { amount: 500 } } } }),
        ],
        [
          'PUT',
          product,
          data({ id: lastSegment(product), type: 'subscription_product', attributes: { name: 'Magazine+' } }),
        ],
        ['DELETE', '/v2/subscriptions/products/<createProduct>', undefined],
        ['GET', '/v2/subscriptions/plans', undefined],
        ['GET', plan, undefined],
        ['POST', '/v2/subscriptions/plans', data({ type: 'subscription_plan', attributes: monthly })],
        ['PUT', plan, data({ id: lastSegment(plan), type: 'subscription_plan', attributes: { can_pause: false } })],
        ['DELETE', '/v2/subscriptions/plans/<createPlan>', undefined],
        ['GET', `${sub}/products`, undefined],
        ['GET', `${sub}/plans`, undefined],
        ['PUT', `${sub}/products`, data([{ type: 'detach', products: [holding.products[1]] }])],
      );
    } else {
      const plan = first(`${O}/:offering_uuid/plans/:plan_uuid`, `${o}/`);
      const option = first(`${O}/:offering_uuid/pricing-options/:pricing_option_uuid`, `${o}/`);
      const feature = first(`${O}/:offering_uuid/features/:feature_uuid`, `${o}/`);
      const [library1, library2] = real('/v2/subscriptions/features/:feature_uuid') as [string, string];
      const identifiers = [{ type: 'subscription_offering_pricing_option', id: lastSegment(option) }];
      requests.push(
        ['POST', `${O}/build`, data({ name: 'Fuzz build', plans: [{ name: 'Beans' }], pricing_options: [monthly] })],
        ['GET', `${o}/plans`, undefined],
        ['GET', plan, undefined],
        [
          'POST',
          `${o}/plans`,
          data({ type: 'subscription_offering_plan', attributes: { name: 'Beans', price: { USD: { amount: 1000 } } } }),
        ],
        [
          'PUT',
          plan,
          data({ id: lastSegment(plan), type: 'subscription_offering_plan', attributes: { name: 'Beans+' } }),
        ],
        ['DELETE', `${o}/plans/<createOfferingPlan>`, undefined],
        ['GET', `${plan}/relationships/pricing_options`, undefined],
        ['POST', `${plan}/relationships/pricing_options`, data(identifiers)],
        ['DELETE', `${plan}/relationships/pricing_options`, data(identifiers)],
        ['GET', `${o}/pricing-options`, undefined],
        ['GET', option, undefined],
        ['POST', `${o}/pricing-options`, data({ type: 'subscription_offering_pricing_option', attributes: monthly })],
        [
          'PUT',
          option,
          data({
            id: lastSegment(option),
            type: 'subscription_offering_pricing_option',
            attributes: { can_pause: false },
          }),
        ],
        ['DELETE', `${o}/pricing-options/<createOfferingPricingOption>`, undefined],
        ['GET', '/v2/subscriptions/features', undefined],
        ['GET', library1, undefined],
        ['POST', '/v2/subscriptions/features', data({ type: 'subscription_feature', attributes: library })],
        [
          'PUT',
          library1,
          data({ id: lastSegment(library1), type: 'subscription_feature', attributes: { name: 'Library+' } }),
        ],
        ['DELETE', '/v2/subscriptions/features/<createFeature>', undefined],
        ['GET', `${o}/features`, undefined],
        ['GET', feature, undefined],
        ['POST', `${o}/features`, data({ type: 'subscription_offering_feature', attributes: library })],
        [
          'PUT',
          feature,
          data({ id: lastSegment(feature), type: 'subscription_offering_feature', attributes: { name: 'Library+' } }),
        ],
        ['DELETE', `${o}/features/<createOfferingFeature>`, undefined],
        ['POST', `${o}/features/attach`, data({ features: [lastSegment(library2)] })],
        ['GET', `${sub}/plans`, undefined],
        ['GET', `${sub}/plans/${holding.products[0]}`, undefined],
        ['GET', `${sub}/pricing-options`, undefined],
        ['GET', `${sub}/pricing-options/${holding.options[0]}`, undefined],
        ['GET', `${sub}/features`, undefined],
        ['GET', first(`${S}/:subscription_uuid/features/:feature_uuid`, `${sub}/`), undefined],
        ['PUT', `${sub}/plans`, data([{ type: 'detach', plans: [holding.products[1]] }])],
      );
    }
    return requests.map(([method, path, body]) => {
      const [pathname, query] = path.split('?') as [string, string | undefined];
      const pairs = (query ?? '').split('&').filter((pair) => pair !== '');
      return {
        method,
        path: pathname,
        query: pairs.map((pair) => pair.split('=') as [string, string]),
        body,
      };
    });
  }

  /** Runs the well-formed requests through one adapter, in a session of its own: each must succeed. */
  async function runWellFormed(adapter: 'http' | 'msw'): Promise<void> {
    const made = new Map<string, string>();
    const fill = (text: string) =>
      text.replace(/<([A-Za-z]+)>/g, (_, operation: string) => made.get(operation) ?? 'none');
    for (const request of wellFormed()) {
      const sample: Sample = {
        ...request,
        path: fill(request.path),
        body: request.body === undefined ? undefined : fill(request.body),
        query: [...request.query, ['session', adapter === 'http' ? 'well-formed' : 'well-formed-msw']],
        headers: {
          authorization: 'Bearer fuzz',
          'content-type':
            request.path === '/oauth/access_token'
              ? FORM
              : request.path.endsWith('/imports') && request.method === 'POST'
                ? `multipart/form-data; boundary=${BOUNDARY}`
                : 'application/json',
        },
      };
      const answer = adapter === 'http' ? await viaHttp(sample) : await viaMsw(sample);
      const asked = `${sample.method} ${target(sample)} via ${adapter}`;
      if (answer === undefined) throw new Error(`MSW let ${asked} through`);
      const route = classify(sample.path, sample.method) as Route;
      const empty = answer.status === 204 && route.success.noContent !== undefined && sample.body === '{"data":null}';
      expect(answer.status, `${asked}: ${answer.body.slice(0, 500)}`).toBe(empty ? 204 : route.success.status);
      check(sample, answer, sample.path);
      if (adapter === 'http') seen.add(`${answer.status} ${route.operation}`);
      // The id an answer holds: of the record, or of a list's first (`<listIntegrationJobs>`).
      const json = answer.body === '' ? undefined : JSON.parse(answer.body);
      const id = at(json, 'data', 'id') ?? at(json, 'data', '0', 'id');
      if (typeof id === 'string') made.set(route.operation, id);
    }
  }

  async function expectNormalAnswer(): Promise<void> {
    const sample = { method: 'GET', path: '/v2/application-keys', query: [], headers: { authorization: 'Bearer x' } };
    expect((await viaHttp({ ...sample, body: undefined })).status).toBe(200);
  }

  const options = { numRuns: Math.ceil(RUNS / 2), endOnFailure: true };

  it('has a well-formed request for every route of the table', () => {
    const covered = new Set(wellFormed().map((request) => classify(request.path, request.method)));
    const missing = table.routes.filter((route) => !covered.has(route));
    expect(missing.map((route) => `${route.method} ${route.paths[0]?.path} (${route.operation})`)).toEqual([]);
  });

  it('requests from the API grammar', { timeout: 600_000 }, async () => {
    // One well-formed request per route runs first, through each adapter, so that every route's success answer is
    // checked on every run.
    await runWellFormed('http');
    await runWellFormed('msw');
    const requests = fc.oneof(grammar.sample(grammar.withSlash), grammar.clean);
    await fc.assert(fc.asyncProperty(requests, run), options);
    await expectNormalAnswer();
    if (RUNS < 1000) return;
    const statuses = new Set([...seen].map((key) => Number(key.split(' ')[0])));
    const wanted = [200, 201, 204, 400, 401, 404, 405, 409, 413, 415, 422, 429, 500];
    expect([...statuses]).toEqual(expect.arrayContaining(wanted));
    const succeeded = [...seen].filter((key) => /^2/.test(key)).map((key) => key.split(' ')[1]);
    expect(new Set(succeeded)).toEqual(new Set(table.routes.map((route) => route.operation)));
  });

  it('near misses of the known paths', { timeout: 600_000 }, async () => {
    await fc.assert(fc.asyncProperty(grammar.sample(fc.oneof(grammar.nearMiss, grammar.withSlash)), run), options);
    await expectNormalAnswer();
  });
});
