import type { Life } from '../billing/life.js';
import type { ApiVersion } from '../catalog/types.js';
import type { Query } from '../http/query.js';
import type { ApiRequest } from '../http/types.js';
import type { Plan, Product } from '../schemas/index.js';
import type { Filter } from '../store/records.js';
import type { View } from '../store/view.js';
import { listBody, type Window } from './page.js';
import type { Renderer } from './renderer.js';
import { subscription2026, subscriptionOptions2026, subscriptionPlans2026 } from './v2026.js';

/** What `include` asks for. */
export type Include = ReadonlySet<string>;

/** The sets of `include` seen, with their key: an endpoint hands out one set per `include` text it reads. */
const includeKeys = new WeakMap<Include, string>();

/** An `include`'s part of a body's cache key: its values sorted, so that `plans,products` and `products,plans` share. */
export function includeKey(include: Include): string {
  let key = includeKeys.get(include);
  if (key === undefined) {
    key = [...include].sort().join(',');
    includeKeys.set(include, key);
  }
  return key;
}

/** A subscription as its version shows it. */
export function subscriptionJson(render: Renderer, version: ApiVersion, life: Life): string {
  const { subscription } = life.bundle;
  if (version === '2024') return render.json(subscription);
  return render.derived(subscription, '2026', () => subscription2026(life));
}

/** A subscription's plans as `included.plans` and its plans endpoint show them: 2024 plans, or 2026 plans. */
export function subscriptionPlansJson(render: Renderer, version: ApiVersion, life: Life): string[] {
  const { subscription, plans } = life.bundle;
  if (version === '2024') return plans.map((plan) => render.json(plan));
  return subscriptionPlans2026(life).map((plan, index) =>
    render.derived(life.bundle.products[index] as Product, `2026 of ${subscription.id}`, () => plan),
  );
}

/** A subscription's 2026 pricing options (its 2024 plans, seen from it). */
export function subscriptionOptionsJson(render: Renderer, life: Life): string[] {
  const { subscription, plans } = life.bundle;
  return subscriptionOptions2026(life).map((option, index) =>
    render.derived(plans[index] as Plan, `2026 of ${subscription.id}`, () => option),
  );
}

/**
 * `included` of subscriptions, each record once in order of first appearance: under 2024 the offering's `products` and
 * `plans`; under 2026 its `plans` (the products) and `pricing_options` (the plans). A plan's `active_plan` depends on
 * the subscription it is read with, so on a page of several it is left out, as the seed's page leaves it.
 */
function included(render: Renderer, version: ApiVersion, lives: readonly Life[], include: Include): string | undefined {
  if (include.size === 0) return undefined;
  const single = lives.length === 1;
  const groups: string[] = [];
  const group = (name: string, items: (life: Life) => [string, string][]) => {
    if (!include.has(name)) return;
    const seen = new Map<string, string>();
    for (const life of lives) for (const [id, json] of items(life)) if (!seen.has(id)) seen.set(id, json);
    groups.push(`"${name}":[${[...seen.values()].join(',')}]`);
  };
  if (version === '2024') {
    group('products', (life) => life.bundle.products.map((product) => [product.id as string, render.json(product)]));
    group('plans', (life) =>
      life.bundle.plans.map((plan) => {
        if (single) return [plan.id as string, render.json(plan)];
        return [plan.id as string, render.derived(plan, 'in a page', () => withoutActive(plan))];
      }),
    );
  } else {
    const ids = (records: readonly { id?: string | undefined }[]) => records.map((record) => record.id as string);
    group('plans', (life) => {
      const json = subscriptionPlansJson(render, version, life);
      return ids(life.bundle.products).map((id, index) => [id, json[index] as string]);
    });
    group('pricing_options', (life) => {
      const json = subscriptionOptionsJson(render, life);
      return ids(life.bundle.plans).map((id, index) => [id, json[index] as string]);
    });
  }
  return `{${groups.join(',')}}`;
}

function withoutActive(plan: Plan): Plan {
  const { active_plan: _active, ...meta } = plan.meta;
  return { ...plan, meta };
}

/**
 * The subscription endpoint's body. Under 2024, included resources go under `data.included` (where the seed puts
 * them) and, the same object, under top-level `included` (where the real API's SDK reads them); under 2026 at the top
 * level only, as its document has them. Without `include` there is no `included` key.
 */
export function subscriptionBody(
  render: Renderer,
  view: View,
  version: ApiVersion,
  life: Life,
  include: Include,
): string {
  const { subscription } = life.bundle;
  const kind = version === '2026' ? 'subscription 2026' : 'subscription 2024';
  return render.body(view, kind, subscription.id ?? '', includeKey(include), () => {
    const data = subscriptionJson(render, version, life);
    const extra = included(render, version, [life], include);
    if (extra === undefined) return `{"data":${data}}`;
    if (version === '2026') return `{"data":${data},"included":${extra}}`;
    return `{"data":${data.slice(0, -1)},"included":${extra}},"included":${extra}}`;
  });
}

/** A page of the subscription list, filtered, with the top-level `included` of every subscription on it. */
export function subscriptionListBody(
  render: Renderer,
  view: View,
  request: ApiRequest,
  query: Query,
  page: { version: ApiVersion; filters: readonly Filter[]; window: Window; include: Include },
): string {
  return listBody(render, view, request, query, {
    key: `subscriptions ${page.version}`,
    window: page.window,
    found: () => view.subscriptions.find(page.filters),
    item: (life) => subscriptionJson(render, page.version, life),
    included: (lives) => included(render, page.version, lives, page.include),
  });
}

/** A subscription's state changes, oldest first. */
export function statesBody(render: Renderer, view: View, life: Life): string {
  return render.body(view, `states ${life.bundle.subscription.id}`, () => JSON.stringify({ data: life.states }));
}
