import { formatMoney, type SubscriptionBundle } from '../factories/index.js';
import { type DisplayPrice, type PriceMap, planSchema, productSchema, subscriptionSchema } from '../schemas/index.js';
import { lifecycleRules } from './lifecycle.js';
import { type Check, collector, ms, nothingInFuture, type Problem, schemaProblems } from './problems.js';

/** Price maps carry the subscription's currency; display prices are in it and formatted by our own formatter. */
function priceRules(
  currency: string,
  path: string,
  maps: Record<string, PriceMap | undefined>,
  shown: DisplayPrice | undefined,
  check: Check,
) {
  for (const [name, map] of Object.entries(maps)) {
    if (map !== undefined)
      check(`${path}.${name}`, currency in map, `has no price in the subscription's currency ${currency}`);
  }
  for (const [name, price] of Object.entries(shown ?? {})) {
    const at = `${path}.meta.display_price.${name}`;
    check(
      `${at}.currency`,
      price.currency === currency,
      `is ${price.currency}, not the subscription's currency ${currency}`,
    );
    const formatted = formatMoney(price.amount, currency);
    check(`${at}.formatted`, price.formatted === formatted, `"${price.formatted}" should be "${formatted}"`);
  }
}

/** The subscription's plan is the offering's, and the one active plan; every price is in its currency. */
function offeringRules({ subscription, products, plans }: SubscriptionBundle, check: Check): void {
  const { currency, plan_id } = subscription.attributes;
  check(
    '$.subscription.attributes.plan_id',
    plans.some((plan) => plan.id === plan_id),
    "is not one of the offering's plans",
  );
  plans.forEach((plan, i) => {
    const active = plan.meta.active_plan === true;
    const rule = active ? "is true, but this is not the subscription's plan" : "is not true on the subscription's plan";
    check(`$.plans[${i}].meta.active_plan`, active === (plan.id === plan_id), rule);
  });
  products.forEach((r, i) => {
    priceRules(currency, `$.products[${i}]`, { 'attributes.price': r.attributes.price }, r.meta.display_price, check);
  });
  plans.forEach((r, i) => {
    const maps = { 'attributes.fixed_price': r.attributes.fixed_price, 'meta.price': r.meta.price };
    priceRules(currency, `$.plans[${i}]`, maps, r.meta.display_price, check);
  });
  const ids = [...products, ...plans].map((resource) => resource.id);
  check('$.products', new Set(ids).size === ids.length, 'product and plan ids are not unique');
}

/** Created before updated, `meta.timestamps` equal to the attributes' dates, relationships and refs that agree. */
function consistencyRules({ subscription, products, plans }: SubscriptionBundle, check: Check): void {
  const { offering } = subscription.attributes;
  const dated = [
    ['$.subscription.attributes.offering', offering] as const,
    ...products.map((r, i) => [`$.products[${i}]`, r] as const),
    ...plans.map((r, i) => [`$.plans[${i}]`, r] as const),
  ];
  for (const [path, { attributes, meta }] of dated) {
    check(
      `${path}.attributes.updated_at`,
      ms(attributes.created_at) <= ms(attributes.updated_at),
      'is before created_at',
    );
    const { created_at, updated_at } = meta.timestamps;
    const same = created_at === attributes.created_at && updated_at === attributes.updated_at;
    check(`${path}.meta.timestamps`, same, 'differs from attributes.created_at and updated_at');
  }
  const t = subscription.meta.timestamps;
  check('$.subscription.meta.timestamps.updated_at', ms(t.created_at) <= ms(t.updated_at), 'is before created_at');
  const identify = (resource: { type: string; id?: string | undefined }) => ({ type: resource.type, id: resource.id });
  const expected = JSON.stringify({ products: { data: products.map(identify) }, plans: { data: plans.map(identify) } });
  const related = {
    '$.subscription.relationships': subscription.relationships,
    '$.subscription.attributes.offering.relationships': offering.relationships,
  };
  for (const [path, relationships] of Object.entries(related)) {
    if (relationships !== undefined)
      check(path, JSON.stringify(relationships) === expected, "does not list the offering's products and plans");
  }
  const refs = products.flatMap((product) => product.attributes.external_ref ?? []);
  const same = JSON.stringify(offering.meta.external_product_refs) === JSON.stringify(refs);
  check(
    '$.subscription.attributes.offering.meta.external_product_refs',
    same,
    "is not the products' external_ref values",
  );
}

/** The schemas alone, over a subscription and its offering's products and plans. */
export function bundleSchemaProblems(bundle: SubscriptionBundle): Problem[] {
  const problems: Problem[] = [];
  const subscription = subscriptionSchema.safeParse(bundle.subscription);
  if (!subscription.success) problems.push(...schemaProblems(subscription.error, '$.subscription'));
  bundle.products.forEach((product, i) => {
    const parsed = productSchema.safeParse(product);
    if (!parsed.success) problems.push(...schemaProblems(parsed.error, `$.products[${i}]`));
  });
  bundle.plans.forEach((plan, i) => {
    const parsed = planSchema.safeParse(plan);
    if (!parsed.success) problems.push(...schemaProblems(parsed.error, `$.plans[${i}]`));
  });
  return problems;
}

/**
 * A subscription with its offering's products and plans: the schemas, then every coherence rule of the Data section
 * (plan, active plan, currencies and formatted prices, timestamps, relationships, the history its plan allows).
 */
export function bundleProblems(bundle: SubscriptionBundle, now: Date): Problem[] {
  const { problems, check } = collector();
  problems.push(...bundleSchemaProblems(bundle));
  if (problems.length > 0) return problems;
  offeringRules(bundle, check);
  consistencyRules(bundle, check);
  nothingInFuture(bundle, now, '$', check);
  const plan = bundle.plans.find((candidate) => candidate.id === bundle.subscription.attributes.plan_id);
  lifecycleRules(bundle.subscription, plan, now, check);
  return problems;
}
