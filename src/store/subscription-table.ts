import type { SubscriptionBundle } from '../factories/index.js';
import type { Included, Plan, Product } from '../schemas/index.js';

/** Attributes the subscription list filters on with `eq`. */
export const FILTER_FIELDS = ['account_id', 'name', 'email', 'external_ref'] as const;
export type FilterField = (typeof FILTER_FIELDS)[number];
export interface Filter {
  field: FilterField;
  value: string;
}

/**
 * A world's subscriptions in list order (creation order, then id), with their offering's products and plans, indexed
 * by id and by every filterable attribute, so that a page or a filtered page never scans the list.
 */
export class SubscriptionTable {
  readonly #bundles: SubscriptionBundle[];
  readonly #byId = new Map<string, number>();
  readonly #indexes = new Map<FilterField, Map<string, number[]>>();
  readonly #json: (string | undefined)[] = [];

  constructor(bundles: SubscriptionBundle[]) {
    this.#bundles = [...bundles].sort((a, b) => {
      const [x, y] = [a.subscription, b.subscription];
      const [p, q] = [x.meta.timestamps.created_at, y.meta.timestamps.created_at];
      if (p !== q) return p < q ? -1 : 1;
      return (x.id as string) < (y.id as string) ? -1 : 1;
    });
    for (const field of FILTER_FIELDS) this.#indexes.set(field, new Map());
    this.#bundles.forEach((bundle, position) => {
      this.#byId.set(bundle.subscription.id as string, position);
      for (const field of FILTER_FIELDS) {
        const value = bundle.subscription.attributes[field];
        if (value === undefined) continue;
        const index = this.#indexes.get(field) as Map<string, number[]>;
        const positions = index.get(value);
        if (positions === undefined) index.set(value, [position]);
        else positions.push(position);
      }
    });
  }

  get count(): number {
    return this.#bundles.length;
  }

  ids(): string[] {
    return this.#bundles.map((bundle) => bundle.subscription.id as string);
  }

  get(id: string): SubscriptionBundle | undefined {
    const position = this.#byId.get(id);
    return position === undefined ? undefined : this.#bundles[position];
  }

  /** The subscription alone, serialized once. */
  json(position: number): string {
    let json = this.#json[position];
    if (json === undefined) {
      json = JSON.stringify((this.#bundles[position] as SubscriptionBundle).subscription);
      this.#json[position] = json;
    }
    return json;
  }

  /**
   * Positions (in list order) of the subscriptions every filter holds for: the shortest index list, checked against
   * the other filters; all positions when there is no filter.
   */
  find(filters: readonly Filter[]): { total: number; at(index: number): number } {
    if (filters.length === 0) return { total: this.#bundles.length, at: (index) => index };
    const lists = filters.map(({ field, value }) => this.#indexes.get(field)?.get(value) ?? []);
    const shortest = lists.reduce((best, list) => (list.length < best.length ? list : best));
    const matches = shortest.filter((position) => {
      const { attributes } = (this.#bundles[position] as SubscriptionBundle).subscription;
      return filters.every(({ field, value }) => attributes[field] === value);
    });
    return { total: matches.length, at: (index) => matches[index] as number };
  }

  bundleAt(position: number): SubscriptionBundle {
    return this.#bundles[position] as SubscriptionBundle;
  }
}

/**
 * `included` for a page of subscriptions: the products and plans of every offering on it, each once, in order of
 * first appearance. A plan's `active_plan` depends on the subscription it is read with, so it is left out here.
 */
export function includedForPage(bundles: SubscriptionBundle[], include: ReadonlySet<'products' | 'plans'>): Included {
  const products = new Map<string, Product>();
  const plans = new Map<string, Plan>();
  for (const { products: ownProducts, plans: ownPlans } of bundles) {
    for (const product of ownProducts) products.set(product.id as string, product);
    for (const plan of ownPlans) {
      if (plans.has(plan.id as string)) continue;
      const { active_plan: _active, ...meta } = plan.meta;
      plans.set(plan.id as string, { ...plan, meta });
    }
  }
  const included: Included = {};
  if (include.has('products')) included.products = [...products.values()];
  if (include.has('plans')) included.plans = [...plans.values()];
  return included;
}

/** A subscription's own `included`: its offering's products and plans (its own plan the active one). */
export function includedFor(bundle: SubscriptionBundle, include: ReadonlySet<'products' | 'plans'>): Included {
  const included: Included = {};
  if (include.has('products')) included.products = bundle.products;
  if (include.has('plans')) included.plans = bundle.plans;
  return included;
}
