import { Refused } from '../billing/actions.js';
import { productOf } from '../billing/life.js';
import type { ApiVersion } from '../catalog/types.js';
import {
  createSubscriber2024RequestSchema,
  createSubscriber2026RequestSchema,
  subscriberList2026Schema,
  subscriberListSchema,
  subscriberResponse2026Schema,
  subscriberResponseSchema,
  updateSubscriber2024RequestSchema,
  updateSubscriber2026RequestSchema,
} from '../schemas/index.js';
import { type StoreRecord, subscriberIdOf } from '../store/collections.js';
import type { View } from '../store/view.js';
import type { FilterSpec } from './filter.js';
import { resourceRoutes } from './resource.js';

/**
 * Subscribers (`/v2/subscriptions/subscribers`): someone who subscribes, one per account. A subscriber's id is its
 * account's, so that the `meta.subscriber_id` of its subscriptions' invoices (their `account_id`) names it; its
 * subscriptions are the ones of its account. A 2026 subscriber also shows who takes its payments, and in
 * `meta.feature_entitlements` the tags its active subscriptions' plans give, worked out when asked.
 */

const SUBSCRIBERS = '/v2/subscriptions/subscribers';

/** The list's filter as each document's description gives it. */
const FILTERS: Readonly<Record<ApiVersion, FilterSpec>> = {
  '2024': { account_id: ['eq'], name: ['eq'], email: ['eq'], external_ref: ['eq'] },
  '2026': {
    account_id: ['eq', 'in'],
    name: ['eq', 'in', 'like', 'ilike'],
    email: ['eq', 'in', 'like', 'ilike'],
    external_ref: ['eq', 'in'],
  },
};

const example =
  '{"data":{"type":"subscription_subscriber","attributes":{"account_id":"ACCOUNT_ID","name":"Ada Lovelace","email":"ada@example.com"}}}';

/** The subscriptions of an account. */
const subscriptionsOf = (view: View, accountId: string) =>
  view.subscriptions.find([{ field: 'account_id', values: [accountId] }]);

/**
 * The tags a subscriber is entitled to: of each active subscription of its account (live: not inactive, paused or
 * pending), the features its plan configures, as the subscription's offering had them when it was made. An access or
 * usage feature gives its own tag, a promotion the one the plan picks. Each tag once, in the order first given.
 */
export function featureEntitlements(view: View, accountId: string): string[] {
  const tags = new Set<string>();
  const found = subscriptionsOf(view, accountId);
  for (let index = 0; index < found.total; index++) {
    const { bundle } = found.at(index);
    const { meta } = bundle.subscription;
    if (meta.status !== 'active' || meta.paused || meta.pending || bundle.extras === undefined) continue;
    const plan = productOf(bundle);
    if (plan === undefined) continue;
    const { features, configurations } = bundle.extras;
    for (const [featureId, configured] of Object.entries(configurations[plan.id as string] ?? {})) {
      const feature = features.find((one) => one.id === featureId);
      if (configured.type === 'promotion') tags.add(configured.tag);
      else if (feature !== undefined && 'tag' in feature.configuration) tags.add(feature.configuration.tag);
    }
  }
  return [...tags];
}

/** A subscriber as the 2024 document shows it: its account, name, email and times (no payment authority). */
export function subscriber2024(record: StoreRecord): object {
  const { payment_authority: _gateway, ...attributes } = record.attributes;
  return { id: record.id, type: record.type, attributes, meta: record.meta };
}

/** A subscriber as the 2026 document shows it: the record, and the tags it is entitled to now. */
export function subscriber2026(record: StoreRecord, view: View): object {
  const { owner, timestamps } = record.meta;
  const entitlements = featureEntitlements(view, record.attributes.account_id as string);
  return { ...record, meta: { feature_entitlements: entitlements, owner, timestamps } };
}

function subscriberRoutesOf(version: ApiVersion) {
  const v2026 = version === '2026';
  return resourceRoutes({
    kind: 'subscribers',
    shape: { type: 'subscription_subscriber', datedAttributes: true },
    versions: [version],
    path: SUBSCRIBERS,
    param: 'subscriber_uuid',
    noun: 'subscriber',
    operations: {
      list: 'listSubscribers',
      get: 'getSubscriber',
      create: 'createSubscriber',
      update: 'updateSubscriber',
      delete: 'deleteSubscriber',
    },
    filter: FILTERS[version],
    schemas: v2026
      ? {
          list: subscriberList2026Schema,
          one: subscriberResponse2026Schema,
          create: createSubscriber2026RequestSchema,
          update: updateSubscriber2026RequestSchema,
        }
      : {
          list: subscriberListSchema,
          one: subscriberResponseSchema,
          create: createSubscriber2024RequestSchema,
          update: updateSubscriber2024RequestSchema,
        },
    example,
    refuses: { create: [409] },
    answer: v2026
      ? (record, view) => JSON.stringify(subscriber2026(record, view))
      : (record, _view, render) => render.derived(record, 'subscriber 2024', () => subscriber2024(record)),
    created(body, session) {
      const { account_id, ...rest } = body.data.attributes;
      const id = subscriberIdOf(account_id);
      if (session.collection('subscribers').get(id) !== undefined) {
        throw new Refused(
          `account ${id} has a subscriber already (${SUBSCRIBERS}/${id}): an account has one subscriber; change that one with PUT`,
        );
      }
      return { id, attributes: { account_id: id, ...rest } };
    },
    removing(record, session) {
      const found = subscriptionsOf(session, record.attributes.account_id as string);
      if (found.total > 0) {
        throw new Refused(
          `subscriber ${record.id} has ${found.total} subscription${found.total === 1 ? '' : 's'} (the first ${found.at(0).bundle.subscription.id}): delete them first`,
        );
      }
    },
  });
}

export const subscriberRoutes = [...subscriberRoutesOf('2024'), ...subscriberRoutesOf('2026')];
