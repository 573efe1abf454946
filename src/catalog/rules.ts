import { Refused } from '../billing/actions.js';
import { displayPrice, iso } from '../factories/index.js';
import { bundlePrice } from '../factories/price.js';
import { errors } from '../http/errors.js';
import { isUuid, lowerId } from '../schemas/common.js';
import type { Plan, PriceMap, Product } from '../schemas/index.js';
import type { Session } from '../store/session.js';
import type { View } from '../store/view.js';
import { storeIdOf } from './derive.js';
import type {
  FeatureConfiguration,
  FeatureRecord,
  OfferingExtras,
  OfferingRecord,
  OptionExtras,
  OptionExtrasChange,
  PlanFeatureConfiguration,
  StorePlan,
  StoreProduct,
} from './types.js';

/**
 * The catalogue's write rules, for both API versions: offerings built, changed and deleted; plans (2024 products) and
 * pricing options (2024 plans) created, attached, changed and removed; features; the store's own products, plans and
 * features. Each runs inside a session's write (`Store.write`): a rule that refuses throws, and nothing of the write
 * stays. Offerings are snapshots for subscriptions: nothing here touches a subscription.
 */

type Json = Record<string, unknown>;

/** What a plan (2024 product) is made from: its attributes as a request gives them. */
export interface ProductInput {
  external_ref?: string | null;
  name?: string;
  description?: string | null;
  sku?: string | null;
  main_image?: string | null;
  price?: PriceMap | Record<string, { amount: number; includes_tax?: boolean } | null> | null;
  price_units?: { unit: 'day' | 'month'; amount: number } | null;
}

/** What a pricing option (2024 plan) is made from. */
export interface PlanInput extends OptionExtrasChange {
  external_ref?: string | null;
  name?: string;
  description?: string | null;
  billing_interval_type?: Plan['attributes']['billing_interval_type'];
  billing_frequency?: number;
  trial_period?: number | null;
  plan_length?: number;
  end_behavior?: 'close' | 'roll';
  can_pause?: boolean;
  can_resume?: boolean;
  can_cancel?: boolean;
  base_price_percentage?: number | null;
  fixed_price?: PriceMap | Record<string, { amount: number; includes_tax?: boolean } | null> | null;
}

/** What a feature is made from. */
export interface FeatureInput {
  external_ref?: string | null;
  name?: string;
  description?: string | null;
  configuration?: FeatureConfiguration;
}

/** `base` with `changes` laid over it: a `null` takes a field away, `undefined` leaves it. */
function changed<T extends object>(base: T, changes: object): T {
  const out: Json = { ...(base as Json) };
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) delete out[key];
    else if (value !== undefined) out[key] = value;
  }
  return out as T;
}

/** Whether an update gives nothing to change: the documents say such a record is not updated. */
const nothingIn = (input: object) => Object.values(input).every((value) => value === undefined);

/**
 * A price map changed by an update: `null` takes the whole map away, a currency given `null` takes that price away,
 * a currency given a price sets it, and the others stay.
 */
function mergedPrice(before: PriceMap | undefined, given: ProductInput['price']): PriceMap | undefined {
  if (given === undefined) return before;
  if (given === null) return undefined;
  const out: PriceMap = { ...(before ?? {}) };
  for (const [currency, entry] of Object.entries(given)) {
    if (entry === null) delete out[currency];
    else out[currency] = { amount: entry.amount, includes_tax: entry.includes_tax ?? false };
  }
  return Object.keys(out).length === 0 ? undefined : out;
}

/** A price map as given (entries given `null` left out). */
function priceOf(given: ProductInput['price']): PriceMap | undefined {
  if (given === null || given === undefined) return undefined;
  const out: PriceMap = {};
  for (const [currency, entry] of Object.entries(given)) {
    if (entry !== null) out[currency] = { amount: entry.amount, includes_tax: entry.includes_tax ?? false };
  }
  return out;
}

/** The record named by a path id: a 400 for an id that is not a UUID, a 404 for one that is not there. */
function named<T>(found: T | undefined, kind: string, name: string, id: string, where?: string): T {
  if (!isUuid(id)) throw errors.notAUuid(name, id);
  if (found === undefined) throw errors.notFound(kind, id.toLowerCase(), where);
  return found;
}

/** The offering a path names. */
export function offeringIn(view: View, id: string): OfferingRecord {
  return named(view.offerings.get(lowerId(id)), 'offering', 'offering_uuid', id);
}

/** An offering's product (a 2026 plan) by id. */
export function productIn(record: OfferingRecord, id: string, name = 'plan_uuid'): Product {
  const where = `offering ${record.offering.id}`;
  return named(
    record.products.find((product) => product.id === id.toLowerCase()),
    name === 'product_uuid' ? 'product' : 'plan',
    name,
    id,
    where,
  );
}

/** An offering's plan (a 2026 pricing option) by id. */
export function planIn(record: OfferingRecord, id: string, name = 'pricing_option_uuid'): Plan {
  const where = `offering ${record.offering.id}`;
  return named(
    record.plans.find((plan) => plan.id === id.toLowerCase()),
    name === 'plan_uuid' ? 'plan' : 'pricing option',
    name,
    id,
    where,
  );
}

/** An offering's feature by id. */
export function offeringFeatureIn(record: OfferingRecord, id: string): FeatureRecord {
  const where = `offering ${record.offering.id}`;
  return named(
    record.extras.features.find((feature) => feature.id === id.toLowerCase()),
    'feature',
    'feature_uuid',
    id,
    where,
  );
}

/** Timestamps of a record made now. */
function made(at: number): { created_at: string; updated_at: string } {
  return { created_at: iso(at), updated_at: iso(at) };
}

/**
 * An offering record made whole again after a change: its products' display prices, its plans' prices over all its
 * products (the 2024 rule), its relationships and `external_product_refs`, and the currency its prices are shown in.
 */
export function synced(record: OfferingRecord): OfferingRecord {
  const first = record.products[0]?.attributes.price;
  const currency =
    first === undefined || record.extras.currency in first ? record.extras.currency : (Object.keys(first)[0] ?? 'USD');
  const { tax } = record.extras;
  const products = record.products.map((product): Product => {
    const amount = product.attributes.price?.[currency]?.amount;
    const { display_price: _shown, ...meta } = product.meta;
    return {
      ...product,
      meta: amount === undefined ? meta : { ...meta, display_price: displayPrice(amount, currency, tax) },
    };
  });
  const plans = record.plans.map((plan): Plan => {
    const price = bundlePrice(
      plan.attributes,
      products.map((product) => product.attributes),
    );
    const amount = price[currency]?.amount;
    const { display_price: _shown, price: _price, ...meta } = plan.meta;
    return {
      ...plan,
      meta: {
        ...meta,
        ...(Object.keys(price).length > 0 ? { price } : {}),
        ...(amount === undefined ? {} : { display_price: displayPrice(amount, currency, tax) }),
      },
    };
  });
  const identify = (resource: Product | Plan) => ({ type: resource.type, id: resource.id as string });
  const { offering } = record;
  return {
    offering: {
      ...offering,
      relationships: { products: { data: products.map(identify) }, plans: { data: plans.map(identify) } },
      meta: {
        ...offering.meta,
        external_product_refs: products.flatMap((product) => product.attributes.external_ref ?? []),
      },
    },
    products,
    plans,
    extras: { ...record.extras, currency },
  };
}

/** An offering changed by `change` at the write's time: synced, `updated_at` moved, put in its place. */
function rewrite(session: Session, record: OfferingRecord, at: number, change: (r: OfferingRecord) => OfferingRecord) {
  const next = synced(change(record));
  const when = iso(at);
  const updated: OfferingRecord = {
    ...next,
    offering: {
      ...next.offering,
      attributes: { ...next.offering.attributes, updated_at: when },
      meta: { ...next.offering.meta, timestamps: { ...next.offering.meta.timestamps, updated_at: when } },
    },
  };
  session.offerings.replace(updated);
  return updated;
}

/** A product (2026 plan) from a request's attributes. */
function productFrom(id: string, input: ProductInput, owner: 'store' | 'organization', at: number): Product {
  const times = made(at);
  const attributes = changed({ name: input.name ?? 'Unnamed plan', ...times } as Product['attributes'], {
    external_ref: input.external_ref,
    description: input.description,
    sku: input.sku,
    main_image: input.main_image,
    price_units: input.price_units,
  });
  const price = priceOf(input.price);
  if (price !== undefined) attributes.price = price;
  return { id, type: 'subscription_offering_product', attributes, meta: { owner, timestamps: times } };
}

/** The billing attributes a request gives, over a base (defaults for a new one). */
function planAttributes(base: Plan['attributes'], input: PlanInput): Plan['attributes'] {
  // `meta` is an inline plan's `selected` marker, which chose it, not one of its attributes.
  const {
    lead_time: _lead,
    notification_schedule: _schedule,
    fixed_price,
    meta: _marker,
    ...rest
  } = input as PlanInput & {
    meta?: unknown;
  };
  const attributes = changed(base, rest);
  const price = mergedPrice(base.fixed_price, fixed_price);
  if (price === undefined) delete attributes.fixed_price;
  else attributes.fixed_price = price;
  return attributes;
}

/** A pricing option (2024 plan) from a request's attributes. */
function planFrom(id: string, input: PlanInput, owner: 'store' | 'organization', at: number): Plan {
  const times = made(at);
  const base = {
    name: 'Unnamed pricing option',
    billing_interval_type: 'month',
    billing_frequency: 1,
    plan_length: 1,
    end_behavior: 'roll',
    can_pause: false,
    can_resume: false,
    can_cancel: false,
    ...times,
  } as Plan['attributes'];
  return {
    id,
    type: 'subscription_offering_plan',
    attributes: planAttributes(base, input),
    meta: { owner, timestamps: times },
  };
}

/** A pricing option's lead time and notification schedule as a request gives them. */
function optionExtras(before: OptionExtras | undefined, input: PlanInput): OptionExtras {
  return changed(before ?? {}, { lead_time: input.lead_time, notification_schedule: input.notification_schedule });
}

/** A feature from a request's attributes. */
function featureFrom(id: string, input: FeatureInput, owner: 'store' | 'organization', at: number): FeatureRecord {
  return changed(
    {
      id,
      name: input.name ?? 'Unnamed feature',
      configuration: input.configuration ?? { type: 'access', tag: 'access' },
      owner,
      ...made(at),
    } as FeatureRecord,
    { external_ref: input.external_ref, description: input.description },
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Offerings

/** What an offering is made from. */
export interface OfferingInput {
  external_ref?: string | null;
  name?: string;
  description?: string | null;
  /** The proration policy: its id (in a build, its id or external_ref), or `null` to take it away. */
  prorationPolicyId?: string | null;
}

/**
 * The id of the store's proration policy a request names by id (or, with `byExternalRef`, by external_ref too): a
 * 400 naming `field`, where the request gave it, when the store has no such policy.
 */
export function prorationPolicyIn(view: View, reference: string, field: string, byExternalRef = false): string {
  const policies = view.collection('proration-policies');
  const byId = policies.get(reference.toLowerCase());
  if (byId !== undefined) return byId.id;
  if (byExternalRef) {
    const found = policies.find([{ field: 'external_ref', values: [reference] }]);
    if (found.total > 0) return found.at(0).id;
  }
  const what = byExternalRef ? 'the id or external_ref' : 'the id';
  throw errors.badValue(field, `${what} of one of the store's proration policies`, reference);
}

/** Where the 2026 create and update name the proration policy (the default of `policyField` below). */
const POLICY_FIELD = 'data.relationships.proration_policy.id';

/** A new offering with no plans or pricing options yet; `policyField` is where the request named its policy. */
export function createOffering(session: Session, input: OfferingInput, policyField = POLICY_FIELD): OfferingRecord {
  return createOfferingAt(session, input, session.stamp(), policyField);
}

/**
 * An offering's name, description, external_ref or proration policy changed (`null` clears an optional one); the
 * policy must be one of the store's (`policyField` is where the request named it).
 */
export function updateOffering(
  session: Session,
  id: string,
  input: OfferingInput,
  policyField = POLICY_FIELD,
): OfferingRecord {
  const record = offeringIn(session, id);
  if (nothingIn(input)) return record;
  const policy =
    typeof input.prorationPolicyId === 'string'
      ? prorationPolicyIn(session, input.prorationPolicyId, policyField)
      : input.prorationPolicyId;
  const at = session.stamp();
  return rewrite(session, record, at, (r) => {
    const extras = { ...r.extras };
    if (policy === null) delete extras.prorationPolicyId;
    else if (policy !== undefined) extras.prorationPolicyId = policy;
    return {
      ...r,
      extras,
      offering: {
        ...r.offering,
        attributes: changed(r.offering.attributes, {
          name: input.name,
          external_ref: input.external_ref,
          description: input.description,
        }),
      },
    };
  });
}

/** Takes an offering away; subscriptions made from it keep their snapshot. */
export function deleteOffering(session: Session, id: string): void {
  offeringIn(session, id);
  session.stamp();
  session.offerings.remove(id.toLowerCase());
}

/** One item of a build's or attach's list: an id or external_ref of an existing record, or a new one's attributes. */
export type Reference<T> = string | T;

/**
 * The store's record a reference names: by id, else by external_ref; a 400 naming the reference when there is none
 * (an attach or a build cannot be half done).
 */
function referenced<T extends { id?: string | undefined; attributes?: { external_ref?: string } }>(
  list: {
    get(id: string): T | undefined;
    find(filters: { field: string; values: string[] }[]): { total: number; at(i: number): T };
  },
  reference: string,
  kind: string,
  field: string,
): T {
  const byId = list.get(reference.toLowerCase());
  if (byId !== undefined) return byId;
  const found = list.find([{ field: 'external_ref', values: [reference] }]);
  if (found.total > 0) return found.at(0);
  throw errors.badValue(field, `the id or external_ref of one of the store's ${kind}`, reference);
}

/** An offering copy of a store product: a new id, `relationships.origin` naming where it came from. */
function copyProduct(session: Session, product: StoreProduct, at: number): Product {
  const { type: _type, ...rest } = product;
  const times = made(at);
  return {
    ...rest,
    id: session.mint('offering-product'),
    type: 'subscription_offering_product',
    attributes: { ...rest.attributes, ...times },
    relationships: { origin: { data: { type: 'subscription_product', id: product.id as string } } },
    meta: { ...rest.meta, timestamps: times },
  };
}

/** An offering copy of a store plan. */
function copyPlan(session: Session, plan: StorePlan, at: number): Plan {
  const { type: _type, ...rest } = plan;
  const times = made(at);
  return {
    ...rest,
    id: session.mint('offering-plan'),
    type: 'subscription_offering_plan',
    attributes: { ...rest.attributes, ...times },
    relationships: { origin: { data: { type: 'subscription_plan', id: plan.id as string } } },
    meta: { owner: rest.meta.owner, timestamps: times },
  };
}

/** A store feature attached to an offering: a copy with an id of its own. */
function copyFeature(session: Session, feature: FeatureRecord, at: number): FeatureRecord {
  return { ...feature, id: session.mint('offering-feature'), ...made(at) };
}

/** What a build makes an offering from, in either version's words (2024 products and plans, 2026 plans and pricing options). */
export interface BuildInput extends OfferingInput {
  products: Reference<ProductInput & { feature_configurations?: Record<string, PlanFeatureConfiguration> }>[];
  plans: Reference<PlanInput>[];
  features?: Reference<FeatureInput>[];
  /** Per product (id, external_ref or position's external_ref), per feature reference: its configuration. */
  configured?: Record<string, Record<string, PlanFeatureConfiguration>>;
  /** Per product reference: the pricing option references it takes. */
  associations?: Record<string, string[]>;
}

/**
 * An offering built in one call: its products (2026 plans) and plans (2026 pricing options), each an existing store
 * record (copied, by id or external_ref) or new attributes, its features likewise, the features each plan configures
 * and the pricing options each plan takes (keyed by id or external_ref).
 */
export function buildOffering(session: Session, input: BuildInput): OfferingRecord {
  const at = session.stamp();
  const field = 'data.proration_policy_id';
  const policy = input.prorationPolicyId ? prorationPolicyIn(session, input.prorationPolicyId, field, true) : undefined;
  const record = createOfferingAt(session, { ...input, prorationPolicyId: policy }, at, field);
  const products = input.products.map((item) =>
    typeof item === 'string'
      ? copyProduct(session, referenced(session.products, item, 'products', 'data.products'), at)
      : productFrom(session.mint('offering-product'), item, 'store', at),
  );
  const plans = input.plans.map((item) =>
    typeof item === 'string'
      ? copyPlan(session, referenced(session.plans, item, 'plans', 'data.plans'), at)
      : planFrom(session.mint('offering-plan'), item, 'store', at),
  );
  const options: Record<string, OptionExtras> = {};
  input.plans.forEach((item, index) => {
    if (typeof item !== 'string') options[plans[index]?.id as string] = optionExtras(undefined, item);
  });
  const features = (input.features ?? []).map((item) =>
    typeof item === 'string'
      ? copyFeature(session, referencedFeature(session, item), at)
      : featureFrom(session.mint('offering-feature'), item, 'store', at),
  );
  // References in the maps name records by id or external_ref, given or copied.
  const refs = <T extends { id?: string | undefined; attributes?: { external_ref?: string } }>(
    records: T[],
    given: Reference<unknown>[],
  ) => {
    const map = new Map<string, string>();
    records.forEach((record, index) => {
      const id = record.id as string;
      map.set(id, id);
      if (record.attributes?.external_ref) map.set(record.attributes.external_ref, id);
      const item = given[index];
      if (typeof item === 'string') map.set(item, id);
    });
    return map;
  };
  const productRefs = refs(products, input.products);
  const planRefs = refs(plans, input.plans);
  const featureRefs = new Map<string, string>();
  features.forEach((feature, index) => {
    featureRefs.set(feature.id, feature.id);
    if (feature.external_ref) featureRefs.set(feature.external_ref, feature.id);
    const item = input.features?.[index];
    if (typeof item === 'string') featureRefs.set(item, feature.id);
  });
  const resolve = (map: Map<string, string>, reference: string, field: string) => {
    const id = map.get(reference) ?? map.get(reference.toLowerCase());
    if (id === undefined) throw errors.badValue(field, 'the id or external_ref of one of this build', reference);
    return id;
  };
  const configurations: OfferingExtras['configurations'] = {};
  input.products.forEach((item, index) => {
    if (typeof item !== 'string' && item.feature_configurations !== undefined) {
      const own: Record<string, PlanFeatureConfiguration> = {};
      for (const [feature, config] of Object.entries(item.feature_configurations)) {
        own[resolve(featureRefs, feature, 'feature_configurations')] = config;
      }
      configurations[products[index]?.id as string] = own;
    }
  });
  for (const [product, configured] of Object.entries(input.configured ?? {})) {
    const id = resolve(productRefs, product, 'data.configured_features');
    const own = { ...(configurations[id] ?? {}) };
    for (const [feature, config] of Object.entries(configured)) {
      own[resolve(featureRefs, feature, `data.configured_features.${product}`)] = config;
    }
    configurations[id] = own;
  }
  const associations: OfferingExtras['associations'] = {};
  for (const [product, list] of Object.entries(input.associations ?? {})) {
    associations[resolve(productRefs, product, 'data.pricing_option_associations')] = list.map((option) =>
      resolve(planRefs, option, `data.pricing_option_associations.${product}`),
    );
  }
  const built = synced({
    ...record,
    products,
    plans,
    extras: { ...record.extras, features, configurations, associations, options },
  });
  session.offerings.replace(built);
  return built;
}

/** A store feature by id or external_ref. */
function referencedFeature(session: Session, reference: string): FeatureRecord {
  const byId = session.features.get(reference.toLowerCase());
  if (byId !== undefined) return byId;
  const found = session.features.find([{ field: 'external_ref', values: [reference] }]);
  if (found.total > 0) return found.at(0);
  throw errors.badValue('data.features', "the id or external_ref of one of the store's features", reference);
}

function createOfferingAt(session: Session, input: OfferingInput, at: number, policyField: string): OfferingRecord {
  const times = made(at);
  const policy = input.prorationPolicyId ? prorationPolicyIn(session, input.prorationPolicyId, policyField) : undefined;
  const record = synced({
    offering: {
      id: session.mint('offering'),
      type: 'subscription_offering',
      attributes: changed(
        { name: input.name ?? 'Unnamed offering', ...times } as OfferingRecord['offering']['attributes'],
        {
          external_ref: input.external_ref,
          description: input.description,
        },
      ),
      meta: { external_product_refs: [], owner: 'store', timestamps: times },
    },
    products: [],
    plans: [],
    extras: {
      features: [],
      configurations: {},
      associations: {},
      options: {},
      currency: 'USD',
      tax: 0,
      ...(policy === undefined ? {} : { prorationPolicyId: policy }),
    },
  });
  session.offerings.create(record);
  return record;
}

// ---------------------------------------------------------------------------------------------------------------
// An offering's products (2026 plans)

/** A new plan in an offering, with the features it configures (2026 CreateOfferingPlan). */
export function addProduct(
  session: Session,
  offeringId: string,
  input: ProductInput & { feature_configurations?: Record<string, PlanFeatureConfiguration> },
): Product {
  const record = offeringIn(session, offeringId);
  const at = session.stamp();
  const product = productFrom(session.mint('offering-product'), input, record.offering.meta.owner, at);
  const configured = checkedConfigurations(record, input.feature_configurations ?? {});
  const next = rewrite(session, record, at, (r) => ({
    ...r,
    products: [...r.products, product],
    extras: { ...r.extras, configurations: { ...r.extras.configurations, [product.id as string]: configured } },
  }));
  return next.products.at(-1) as Product;
}

/**
 * A plan's feature configurations with the given ones laid over `before` (a `null` takes one away), keyed by the id
 * or external_ref of one of the offering's own features: anything else is a 400 naming it.
 */
function checkedConfigurations(
  record: OfferingRecord,
  given: Record<string, PlanFeatureConfiguration | null>,
  before: Record<string, PlanFeatureConfiguration> = {},
): Record<string, PlanFeatureConfiguration> {
  const out = { ...before };
  for (const [key, config] of Object.entries(given)) {
    const feature = record.extras.features.find((one) => one.id === key.toLowerCase() || one.external_ref === key);
    if (feature === undefined) {
      const what = `keyed by the id of one of offering ${record.offering.id}'s features`;
      throw errors.badValue('feature_configurations', what, key);
    }
    delete out[feature.id];
    if (config !== null) out[feature.id] = config;
  }
  return out;
}

/** Store products attached to an offering, by id or external_ref (2024 AttachOfferingProduct): their copies. */
export function attachProducts(session: Session, offeringId: string, references: string[]): Product[] {
  const record = offeringIn(session, offeringId);
  const at = session.stamp();
  const copies = references.map((reference) =>
    copyProduct(session, referenced(session.products, reference, 'products', 'data.products'), at),
  );
  const next = rewrite(session, record, at, (r) => ({ ...r, products: [...r.products, ...copies] }));
  return next.products.slice(-copies.length);
}

/** An offering's products replaced by copies of these store products (2024 ReplaceOfferingProduct). */
export function replaceProducts(session: Session, offeringId: string, references: string[]): Product[] {
  const record = offeringIn(session, offeringId);
  const at = session.stamp();
  const copies = references.map((reference) =>
    copyProduct(session, referenced(session.products, reference, 'products', 'data.products'), at),
  );
  const next = rewrite(session, record, at, (r) => ({
    ...r,
    products: copies,
    extras: { ...r.extras, configurations: {}, associations: {} },
  }));
  return next.products;
}

/** An offering's product (2026 plan) changed; `null` clears an optional field. */
export function updateProduct(
  session: Session,
  offeringId: string,
  productId: string,
  input: ProductInput & { feature_configurations?: Record<string, PlanFeatureConfiguration | null> },
  param = 'plan_uuid',
): Product {
  const record = offeringIn(session, offeringId);
  const product = productIn(record, productId, param);
  if (nothingIn(input)) return product;
  const at = session.stamp();
  const { price, feature_configurations, ...rest } = input;
  const attributes = changed(product.attributes, rest);
  const merged = mergedPrice(product.attributes.price, price);
  if (merged === undefined) delete attributes.price;
  else attributes.price = merged;
  attributes.updated_at = iso(at);
  const updated: Product = {
    ...product,
    attributes,
    meta: { ...product.meta, timestamps: { ...product.meta.timestamps, updated_at: iso(at) } },
  };
  const configurations = { ...record.extras.configurations };
  if (feature_configurations !== undefined) {
    const before = record.extras.configurations[product.id as string];
    configurations[product.id as string] = checkedConfigurations(record, feature_configurations, before);
  }
  const next = rewrite(session, record, at, (r) => ({
    ...r,
    products: r.products.map((one) => (one.id === product.id ? updated : one)),
    extras: { ...r.extras, configurations },
  }));
  return next.products.find((one) => one.id === product.id) as Product;
}

/** A product (2026 plan) taken out of an offering, with its configurations and pricing option associations. */
export function removeProduct(session: Session, offeringId: string, productId: string, param = 'plan_uuid'): void {
  const record = offeringIn(session, offeringId);
  const product = productIn(record, productId, param);
  const at = session.stamp();
  rewrite(session, record, at, (r) => {
    const { [product.id as string]: _c, ...configurations } = r.extras.configurations;
    const { [product.id as string]: _a, ...associations } = r.extras.associations;
    return {
      ...r,
      products: r.products.filter((one) => one.id !== product.id),
      extras: { ...r.extras, configurations, associations },
    };
  });
}

// ---------------------------------------------------------------------------------------------------------------
// An offering's plans (2026 pricing options)

/** A new pricing option in an offering (2026 CreateOfferingPricingOption). */
export function addPlan(session: Session, offeringId: string, input: PlanInput): Plan {
  const record = offeringIn(session, offeringId);
  const at = session.stamp();
  const plan = planFrom(session.mint('offering-plan'), input, record.offering.meta.owner, at);
  const next = rewrite(session, record, at, (r) => ({
    ...r,
    plans: [...r.plans, plan],
    extras: { ...r.extras, options: { ...r.extras.options, [plan.id as string]: optionExtras(undefined, input) } },
  }));
  return next.plans.at(-1) as Plan;
}

/** Store plans attached to an offering, by id or external_ref (2024 AttachOfferingPlan): their copies. */
export function attachPlans(session: Session, offeringId: string, references: string[]): Plan[] {
  const record = offeringIn(session, offeringId);
  const at = session.stamp();
  const copies = references.map((reference) =>
    copyPlan(session, referenced(session.plans, reference, 'plans', 'data.plans'), at),
  );
  const next = rewrite(session, record, at, (r) => ({ ...r, plans: [...r.plans, ...copies] }));
  return next.plans.slice(-copies.length);
}

/** An offering's plan (2026 pricing option) changed. */
export function updatePlan(
  session: Session,
  offeringId: string,
  planId: string,
  input: PlanInput,
  param = 'pricing_option_uuid',
): Plan {
  const record = offeringIn(session, offeringId);
  const plan = planIn(record, planId, param);
  if (nothingIn(input)) return plan;
  const at = session.stamp();
  const attributes = planAttributes(plan.attributes, input);
  attributes.updated_at = iso(at);
  const updated: Plan = {
    ...plan,
    attributes,
    meta: { ...plan.meta, timestamps: { ...plan.meta.timestamps, updated_at: iso(at) } },
  };
  const id = plan.id as string;
  const next = rewrite(session, record, at, (r) => ({
    ...r,
    plans: r.plans.map((one) => (one.id === id ? updated : one)),
    extras: { ...r.extras, options: { ...r.extras.options, [id]: optionExtras(r.extras.options[id], input) } },
  }));
  return next.plans.find((one) => one.id === id) as Plan;
}

/** A plan (2026 pricing option) taken out of an offering, and out of every plan's associations. */
export function removePlan(session: Session, offeringId: string, planId: string, param = 'pricing_option_uuid'): void {
  const record = offeringIn(session, offeringId);
  const plan = planIn(record, planId, param);
  const at = session.stamp();
  const id = plan.id as string;
  rewrite(session, record, at, (r) => {
    const { [id]: _o, ...options } = r.extras.options;
    const associations: OfferingExtras['associations'] = {};
    for (const [product, list] of Object.entries(r.extras.associations)) {
      associations[product] = list.filter((one) => one !== id);
    }
    return { ...r, plans: r.plans.filter((one) => one.id !== id), extras: { ...r.extras, options, associations } };
  });
}

/**
 * The pricing options a plan takes, some added or taken away (2026 Add/RemoveOfferingPlanPricingOptions): a plan
 * that takes all of them (no association) still does after an add, and all but the ones named after a remove. Gives
 * the ids it takes after.
 */
export function associate(
  session: Session,
  offeringId: string,
  productId: string,
  optionIds: string[],
  add: boolean,
): string[] {
  const record = offeringIn(session, offeringId);
  const product = productIn(record, productId);
  for (const option of optionIds) planIn(record, option, 'data.id');
  const at = session.stamp();
  const id = product.id as string;
  const all = record.plans.map((plan) => plan.id as string);
  const before = record.extras.associations[id];
  const wanted = optionIds.map((option) => option.toLowerCase());
  // A plan with no association takes them all: adding to it changes nothing, taking away leaves the rest.
  if (add && before === undefined) return all;
  const after = add
    ? [...new Set([...(before ?? []), ...wanted])]
    : (before ?? all).filter((option) => !wanted.includes(option));
  rewrite(session, record, at, (r) => ({
    ...r,
    extras: { ...r.extras, associations: { ...r.extras.associations, [id]: after } },
  }));
  return all.filter((option) => after.includes(option));
}

// ---------------------------------------------------------------------------------------------------------------
// Features

/** A store feature made (2026 CreateFeature). */
export function createFeature(session: Session, input: FeatureInput): FeatureRecord {
  const feature = featureFrom(session.mint('feature'), input, 'store', session.stamp());
  session.features.create(feature);
  return feature;
}

/** A store feature changed. */
export function updateFeature(session: Session, id: string, input: FeatureInput): FeatureRecord {
  const feature = named(session.features.get(id.toLowerCase()), 'feature', 'feature_uuid', id);
  if (nothingIn(input)) return feature;
  const at = session.stamp();
  const updated = { ...changed(feature, input), updated_at: iso(at) };
  session.features.replace(updated);
  return updated;
}

/** A store feature taken away (offerings keep their copies). */
export function deleteFeature(session: Session, id: string): void {
  named(session.features.get(id.toLowerCase()), 'feature', 'feature_uuid', id);
  session.stamp();
  session.features.remove(id.toLowerCase());
}

/** A feature made in an offering (2026 CreateOfferingFeature). */
export function addOfferingFeature(session: Session, offeringId: string, input: FeatureInput): FeatureRecord {
  const record = offeringIn(session, offeringId);
  const at = session.stamp();
  const feature = featureFrom(session.mint('offering-feature'), input, record.offering.meta.owner, at);
  rewrite(session, record, at, (r) => ({ ...r, extras: { ...r.extras, features: [...r.extras.features, feature] } }));
  return feature;
}

/** Store features attached to an offering, by id or external_ref: their copies. */
export function attachFeatures(session: Session, offeringId: string, references: string[]): FeatureRecord[] {
  const record = offeringIn(session, offeringId);
  const at = session.stamp();
  const copies = references.map((reference) => copyFeature(session, referencedFeature(session, reference), at));
  rewrite(session, record, at, (r) => ({ ...r, extras: { ...r.extras, features: [...r.extras.features, ...copies] } }));
  return copies;
}

/** An offering's feature changed. */
export function updateOfferingFeature(
  session: Session,
  offeringId: string,
  featureId: string,
  input: FeatureInput,
): FeatureRecord {
  const record = offeringIn(session, offeringId);
  const feature = offeringFeatureIn(record, featureId);
  if (nothingIn(input)) return feature;
  const at = session.stamp();
  const updated = { ...changed(feature, input), updated_at: iso(at) };
  rewrite(session, record, at, (r) => ({
    ...r,
    extras: { ...r.extras, features: r.extras.features.map((one) => (one.id === feature.id ? updated : one)) },
  }));
  return updated;
}

/** An offering's feature taken out, and out of every plan's configuration. */
export function removeOfferingFeature(session: Session, offeringId: string, featureId: string): void {
  const record = offeringIn(session, offeringId);
  const feature = offeringFeatureIn(record, featureId);
  const at = session.stamp();
  rewrite(session, record, at, (r) => {
    const configurations: OfferingExtras['configurations'] = {};
    for (const [product, own] of Object.entries(r.extras.configurations)) {
      const { [feature.id]: _gone, ...rest } = own;
      configurations[product] = rest;
    }
    return {
      ...r,
      extras: { ...r.extras, configurations, features: r.extras.features.filter((one) => one.id !== feature.id) },
    };
  });
}

// ---------------------------------------------------------------------------------------------------------------
// The store's products and plans (2024)

/** Whether any offering holds a copy of this store record. */
function inUse(session: Session, id: string): string | undefined {
  for (let index = 0; index < session.offerings.count; index++) {
    const record = session.offerings.at(index);
    for (const child of [...record.products, ...record.plans]) {
      const origin = child.relationships?.origin?.data;
      const copied = origin !== null && origin !== undefined && !Array.isArray(origin) ? origin.id : undefined;
      // A seeded world's store records are those its offerings' products and plans were copied from.
      if (copied === id || storeIdOf(child.id as string) === id) return record.offering.id as string;
    }
  }
  return undefined;
}

/** A store product made (2024 CreateProduct). */
export function createStoreProduct(session: Session, input: ProductInput): StoreProduct {
  const at = session.stamp();
  const product = productFrom(session.mint('product'), input, 'store', at);
  const stored = storeProductOf(product);
  session.products.create(stored);
  return stored;
}

/** The store's shape of a product: its type, and a display price in its first currency. */
function storeProductOf(product: Product): StoreProduct {
  const { type: _type, ...rest } = product;
  const [currency, entry] = Object.entries(rest.attributes.price ?? {})[0] ?? [];
  const { display_price: _shown, ...meta } = rest.meta;
  return {
    ...rest,
    type: 'subscription_product',
    meta:
      currency === undefined || entry === undefined
        ? meta
        : { ...meta, display_price: displayPrice(entry.amount, currency, 0) },
  };
}

/** A store product changed. */
export function updateStoreProduct(session: Session, id: string, input: ProductInput): StoreProduct {
  const product = named(session.products.get(id.toLowerCase()), 'product', 'product_uuid', id);
  if (nothingIn(input)) return product;
  const at = session.stamp();
  const { price, ...rest } = input;
  const attributes = changed(product.attributes, rest);
  const merged = mergedPrice(product.attributes.price, price);
  if (merged === undefined) delete attributes.price;
  else attributes.price = merged;
  attributes.updated_at = iso(at);
  const updated = storeProductOf({
    ...product,
    type: 'subscription_offering_product',
    attributes,
    meta: { ...product.meta, timestamps: { ...product.meta.timestamps, updated_at: iso(at) } },
  });
  session.products.replace(updated);
  return updated;
}

/** A store product taken away: refused while an offering holds a copy of it (detach it first). */
export function deleteStoreProduct(session: Session, id: string): void {
  named(session.products.get(id.toLowerCase()), 'product', 'product_uuid', id);
  const offering = inUse(session, id.toLowerCase());
  if (offering !== undefined) {
    throw new Refused(`the product is part of offering ${offering}: detach it from the offering first`);
  }
  session.stamp();
  session.products.remove(id.toLowerCase());
}

/** A store plan made (2024 CreatePlan). */
export function createStorePlan(session: Session, input: PlanInput): StorePlan {
  const at = session.stamp();
  const { type: _type, ...plan } = planFrom(session.mint('plan'), input, 'store', at);
  const stored: StorePlan = { ...plan, type: 'subscription_plan' };
  session.plans.create(stored);
  return stored;
}

/** A store plan changed. */
export function updateStorePlan(session: Session, id: string, input: PlanInput): StorePlan {
  const plan = named(session.plans.get(id.toLowerCase()), 'plan', 'plan_uuid', id);
  if (nothingIn(input)) return plan;
  const at = session.stamp();
  const attributes = planAttributes(plan.attributes, input);
  attributes.updated_at = iso(at);
  const updated: StorePlan = {
    ...plan,
    attributes,
    meta: { ...plan.meta, timestamps: { ...plan.meta.timestamps, updated_at: iso(at) } },
  };
  session.plans.replace(updated);
  return updated;
}

/** A store plan taken away: refused while an offering holds a copy of it. */
export function deleteStorePlan(session: Session, id: string): void {
  named(session.plans.get(id.toLowerCase()), 'plan', 'plan_uuid', id);
  const offering = inUse(session, id.toLowerCase());
  if (offering !== undefined) {
    throw new Refused(`the plan is part of offering ${offering}: detach it from the offering first`);
  }
  session.stamp();
  session.plans.remove(id.toLowerCase());
}
