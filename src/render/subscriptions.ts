import type { Life } from '../billing/life.js';
import type { SubscriptionBundle } from '../factories/index.js';
import type { Query } from '../http/query.js';
import type { ApiRequest } from '../http/types.js';
import type { Included, Plan, Product } from '../schemas/index.js';
import type { Filter } from '../store/records.js';
import type { View } from '../store/view.js';
import { pageData, pageLinks, pageMeta, type Window } from './page.js';
import type { Renderer } from './renderer.js';

/** What `include` asks for. */
export type Include = ReadonlySet<'products' | 'plans'>;

const includeKey = (include: Include) => [...include].sort().join(',');

/**
 * `included` for a page of subscriptions: the products and plans of every offering on it, each once, in order of
 * first appearance. A plan's `active_plan` depends on the subscription it is read with, so it is left out here.
 */
function includedForPage(bundles: SubscriptionBundle[], include: Include): Included {
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
function includedFor(bundle: SubscriptionBundle, include: Include): Included {
  const included: Included = {};
  if (include.has('products')) included.products = bundle.products;
  if (include.has('plans')) included.plans = bundle.plans;
  return included;
}

/**
 * The subscription endpoint's body. Included resources go under `data.included` (where the seed puts them) and,
 * the same object, under top-level `included` (where the real API's SDK reads them); without `include` there is
 * no `included` key.
 */
export function subscriptionBody(render: Renderer, view: View, life: Life, include: Include): string {
  const { subscription } = life.bundle;
  if (include.size === 0)
    return render.body(view, `subscription ${subscription.id}`, () => {
      return `{"data":${render.json(subscription)}}`;
    });
  return render.body(view, `subscription ${subscription.id} ${includeKey(include)}`, () => {
    const included = includedFor(life.bundle, include);
    return JSON.stringify({ data: { ...subscription, included }, included });
  });
}

/**
 * A page of the subscription list, filtered: data, the top-level `included` (products and plans of every offering on
 * the page, each once) and meta, with links on `base` (the path as asked: with or without `/v2`).
 */
export function subscriptionListBody(
  render: Renderer,
  view: View,
  request: ApiRequest,
  query: Query,
  page: { filters: readonly Filter[]; window: Window; include: Include; base: string },
): string {
  return render.body(view, `subscriptions ${request.origin}${page.base}?${request.query}`, () => {
    const found = view.subscriptions.find(page.filters);
    const data = pageData(found, page.window, (life) => render.json(life.bundle.subscription));
    let included = '';
    if (page.include.size > 0) {
      const bundles: SubscriptionBundle[] = [];
      const end = Math.min(found.total, page.window.offset + page.window.limit);
      for (let index = page.window.offset; index < end; index++) bundles.push(found.at(index).bundle);
      included = `,"included":${JSON.stringify(includedForPage(bundles, page.include))}`;
    }
    const links = JSON.stringify(pageLinks(`${request.origin}${page.base}`, query, page.window, found.total));
    const meta = JSON.stringify({ page: pageMeta(page.window, found.total), results: { total: found.total } });
    return `{"data":${data}${included},"links":${links},"meta":${meta}}`;
  });
}

/** A subscription's state changes, oldest first. */
export function statesBody(render: Renderer, view: View, life: Life): string {
  return render.body(view, `states ${life.bundle.subscription.id}`, () => JSON.stringify({ data: life.states }));
}
