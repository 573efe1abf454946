import type { ApiVersion, FeatureRecord, OfferingRecord } from '../catalog/types.js';
import type { Plan, Product } from '../schemas/index.js';
import type { Renderer } from './renderer.js';
import { feature2026, offeringRecord2026, plan2026, pricingOption2026 } from './v2026.js';

/**
 * The catalogue's records as each API version shows them, serialised once per record and form. Under 2024 the stored
 * records are the answer (`subscription_offering`, `subscription_offering_product`, `subscription_offering_plan`);
 * under 2026 products read as plans and plans as pricing options (src/render/v2026.ts).
 */

/** What `include` may ask of an offering, per version. */
export const OFFERING_INCLUDES: Readonly<Record<ApiVersion, readonly string[]>> = {
  '2024': ['products', 'plans'],
  '2026': ['plans', 'pricing_options', 'features'],
};

/** An offering as its version shows it. */
export function offeringJson(render: Renderer, version: ApiVersion, record: OfferingRecord): string {
  if (version === '2024') return render.json(record.offering);
  return render.derived(record, '2026', () => offeringRecord2026(record));
}

/** One of an offering's products: a 2024 product, or a 2026 plan. */
export function productJson(render: Renderer, version: ApiVersion, record: OfferingRecord, product: Product): string {
  if (version === '2024') return render.json(product);
  return render.derived(product, '2026', () => plan2026(product, record.plans, record.extras));
}

/** One of an offering's plans: a 2024 plan, or a 2026 pricing option. */
export function planJson(render: Renderer, version: ApiVersion, record: OfferingRecord, plan: Plan): string {
  if (version === '2024') return render.json(plan);
  return render.derived(plan, '2026', () => pricingOption2026(plan, record.products, record.extras));
}

/** A feature of the store or of an offering. */
export function featureJson(render: Renderer, feature: FeatureRecord, of: 'store' | 'offering'): string {
  return render.derived(feature, of, () =>
    feature2026(feature, of === 'store' ? 'subscription_feature' : 'subscription_offering_feature'),
  );
}

/**
 * `included` of offerings, each included record once in order of first appearance: under 2024 `products` and
 * `plans`; under 2026 `plans` (the products), `pricing_options` (the plans) and `features`. Only the keys asked for.
 */
export function offeringIncluded(
  render: Renderer,
  version: ApiVersion,
  records: readonly OfferingRecord[],
  include: ReadonlySet<string>,
): string | undefined {
  if (include.size === 0) return undefined;
  const groups: [string, Map<string, string>][] = [];
  const group = (name: string, fill: (into: Map<string, string>, record: OfferingRecord) => void) => {
    if (!include.has(name)) return;
    const into = new Map<string, string>();
    for (const record of records) fill(into, record);
    groups.push([name, into]);
  };
  const products = (into: Map<string, string>, record: OfferingRecord) => {
    for (const product of record.products)
      into.set(product.id as string, productJson(render, version, record, product));
  };
  const plans = (into: Map<string, string>, record: OfferingRecord) => {
    for (const plan of record.plans) into.set(plan.id as string, planJson(render, version, record, plan));
  };
  if (version === '2024') {
    group('products', products);
    group('plans', plans);
  } else {
    group('plans', products);
    group('pricing_options', plans);
    group('features', (into, record) => {
      for (const feature of record.extras.features) into.set(feature.id, featureJson(render, feature, 'offering'));
    });
  }
  return `{${groups.map(([name, items]) => `"${name}":[${[...items.values()].join(',')}]`).join(',')}}`;
}
