import type { Life } from '../billing/life.js';
import { uuidFrom } from '../factories/index.js';
import type { Plan, Product } from '../schemas/index.js';
import type { AccountRecord, FeatureRecord, OfferingExtras, OfferingRecord, StorePlan, StoreProduct } from './types.js';
import { plainExtras } from './types.js';

/** A world's catalogue: what its subscriptions were bought from, and the store's own products, plans and features. */
export interface Catalogue {
  offerings: OfferingRecord[];
  products: StoreProduct[];
  plans: StorePlan[];
  features: FeatureRecord[];
  accounts: AccountRecord[];
}

/** The tax rate a display price was made with, in whole percent. */
function taxOf(products: readonly Product[]): number {
  const shown = products[0]?.meta.display_price;
  if (shown === undefined || shown.without_tax.amount === 0) return 0;
  return Math.round((shown.with_tax.amount / shown.without_tax.amount - 1) * 100);
}

/** A plan as an offering holds it: no `active_plan`, which belongs to one subscription's view. */
export function offeringPlan(plan: Plan): Plan {
  if (plan.meta.active_plan === undefined) return plan;
  const { active_plan: _active, ...meta } = plan.meta;
  return { ...plan, meta };
}

/** Creation order, then id: the order of every list. */
function byCreation<T>(records: T[], created: (record: T) => string, id: (record: T) => string): T[] {
  return records.sort((a, b) => {
    const [p, q] = [created(a), created(b)];
    if (p !== q) return p < q ? -1 : 1;
    return id(a) < id(b) ? -1 : 1;
  });
}

/** The id of the store's product an offering's product was copied from (the seed's catalogue was built that way). */
export const storeIdOf = (offeringChildId: string) => uuidFrom(`store/${offeringChildId}`);

/**
 * The catalogue a world's subscriptions imply: each offering once (as its first subscription saw it), the store's
 * products, plans and features those offerings copied (one per offering product, plan and feature, with ids of their
 * own), and the subscribers' accounts. Derived, not drawn: the subscriptions' records stay as they were.
 */
export function deriveCatalogue(lives: readonly Life[]): Catalogue {
  const offerings = new Map<string, OfferingRecord>();
  const accounts = new Map<string, AccountRecord>();
  for (const { bundle } of lives) {
    const { offering, currency, account_id: id, name, email } = bundle.subscription.attributes;
    if (!accounts.has(id)) accounts.set(id, { id, name, email });
    const offeringId = offering.id as string;
    if (offerings.has(offeringId)) continue;
    const extras: OfferingExtras = bundle.extras ?? plainExtras(currency, taxOf(bundle.products));
    offerings.set(offeringId, {
      offering,
      products: bundle.products,
      plans: bundle.plans.map(offeringPlan),
      extras,
    });
  }
  const ordered = byCreation(
    [...offerings.values()],
    (record) => record.offering.attributes.created_at,
    (record) => record.offering.id as string,
  );
  const products: StoreProduct[] = [];
  const plans: StorePlan[] = [];
  const features: FeatureRecord[] = [];
  for (const record of ordered) {
    for (const product of record.products) {
      const { relationships: _r, ...rest } = product;
      products.push({ ...rest, id: storeIdOf(product.id as string), type: 'subscription_product' });
    }
    for (const plan of record.plans) {
      const { relationships: _r, meta, ...rest } = plan;
      plans.push({
        ...rest,
        id: storeIdOf(plan.id as string),
        type: 'subscription_plan',
        meta: { owner: meta.owner, timestamps: meta.timestamps },
      });
    }
    for (const feature of record.extras.features) features.push({ ...feature, id: storeIdOf(feature.id) });
  }
  return {
    offerings: ordered,
    products: byCreation(
      products,
      (p) => p.attributes.created_at,
      (p) => p.id as string,
    ),
    plans: byCreation(
      plans,
      (p) => p.attributes.created_at,
      (p) => p.id as string,
    ),
    features: byCreation(
      features,
      (f) => f.created_at,
      (f) => f.id,
    ),
    accounts: [...accounts.values()],
  };
}
