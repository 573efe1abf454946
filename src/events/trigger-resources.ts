import { RUN_TIME, START_DELAY } from '../billing/jobs.js';
import type { Life } from '../billing/life.js';
import { productOf } from '../billing/life.js';
import { subscriberIdOf } from '../store/collections.js';
import type { Steps } from './trigger-steps.js';
import { newAccount } from './trigger-subscriptions.js';

/**
 * How `trigger` causes the events of the store's resources (`subscription-subscriber.*`, `-offering.*`, `-product.*`,
 * `-plan.*`, `-job.*`, `-schedule.*`): a create, an update or a delete through the API. An update or a delete is of
 * the subscription's own subscriber, offering or (2026) plan when one is named, else of a record made for the purpose
 * (so its `.created` comes first). A job has no update: it changes as it runs, one second after it is made.
 */

const V2 = '/v2/subscriptions';

/** One kind of resource: where it is, how to make one, what an update sends, and the record of a subscription. */
export interface ResourceKind {
  /** The collection's path (for 2026 plans, the session's first offering's, made when there is none). */
  path(steps: Steps): Promise<string>;
  type: string;
  create(steps: Steps): Record<string, unknown>;
  /** The attributes an update sends (the record's own name again, for a subscription's record: no data changes). */
  update?: Record<string, unknown>;
  /** The path of a subscription's own record of this kind, when it has one. */
  of?(life: Life): string;
}

const at = (path: string) => () => Promise.resolve(path);

/** The session's first offering, or one made for the purpose. */
async function someOffering(steps: Steps): Promise<string> {
  const offerings = steps.view().offerings;
  if (offerings.count > 0) return offerings.at(0).offering.id as string;
  return steps.create(`${V2}/offerings`, OFFERING_BODY);
}

const OFFERING_BODY = { data: { type: 'subscription_offering', attributes: { name: 'Trigger Offering' } } };

export const RESOURCE_KINDS: Readonly<Record<string, ResourceKind>> = {
  'subscription-subscriber': {
    path: at(`${V2}/subscribers`),
    type: 'subscription_subscriber',
    create: (steps) => ({ account_id: newAccount(steps), name: 'Trigger Subscriber', email: 'trigger@example.com' }),
    update: { name: 'Trigger Subscriber (updated)' },
    of: (life) => `${V2}/subscribers/${subscriberIdOf(life.bundle.subscription.attributes.account_id)}`,
  },
  'subscription-offering': {
    path: at(`${V2}/offerings`),
    type: 'subscription_offering',
    create: () => OFFERING_BODY.data.attributes,
    update: { name: 'Trigger Offering (updated)' },
    of: (life) => `${V2}/offerings/${life.bundle.subscription.attributes.offering.id}`,
  },
  'subscription-product 2024': {
    path: at(`${V2}/products`),
    type: 'subscription_product',
    create: () => ({ name: 'Trigger Product', price: { USD: { amount: 1000 } } }),
    update: { name: 'Trigger Product (updated)' },
  },
  'subscription-plan 2024': {
    path: at(`${V2}/plans`),
    type: 'subscription_plan',
    create: () => ({
      name: 'Trigger Plan',
      billing_interval_type: 'month',
      billing_frequency: 1,
      plan_length: 12,
      end_behavior: 'roll',
      can_pause: true,
      can_resume: true,
      can_cancel: true,
    }),
    update: { name: 'Trigger Plan (updated)' },
  },
  'subscription-plan 2026': {
    path: async (steps) => `${V2}/offerings/${await someOffering(steps)}/plans`,
    type: 'subscription_offering_plan',
    create: () => ({ name: 'Trigger Plan', price: { USD: { amount: 1000 } } }),
    update: { name: 'Trigger Plan (updated)' },
    of: (life) =>
      `${V2}/offerings/${life.bundle.subscription.attributes.offering.id}/plans/${productOf(life.bundle)?.id}`,
  },
  'subscription-job': {
    path: at(`${V2}/jobs`),
    type: 'subscription_job',
    create: () => ({ job_type: 'billing-run' }),
  },
  'subscription-schedule': {
    path: at(`${V2}/schedules`),
    type: 'subscription_schedule',
    // Once a year: it makes a billing-run job each January 1st while it is there.
    create: () => ({
      name: 'Trigger Schedule',
      specification: '0 0 1 1 *',
      location: 'UTC',
      job: { job_type: 'billing-run' },
    }),
    update: { name: 'Trigger Schedule (updated)' },
  },
};

/** The kind of a key's resource in the emulator's version (`subscription-plan` is the store's in 2024, an offering's in 2026). */
export function resourceKind(prefix: string, steps: Pick<Steps, 'version'>): ResourceKind | undefined {
  return RESOURCE_KINDS[prefix] ?? RESOURCE_KINDS[`${prefix} ${steps.version}`];
}

/** The record's path and its name (for an update that changes nothing of a subscription's record). */
async function named(steps: Steps, path: string): Promise<string | undefined> {
  const answer = (await steps.call('GET', path)) as { data: { attributes?: { name?: string } } };
  return answer.data.attributes?.name;
}

/** `action` (created, updated, deleted) of a resource of `kind`: of `life`'s own record, or one made for the purpose. */
export async function causeResourceEvent(
  steps: Steps,
  kind: ResourceKind,
  action: string,
  life: Life | undefined,
): Promise<void> {
  const made = async () => {
    const path = await kind.path(steps);
    return `${path}/${await steps.create(path, { data: { type: kind.type, attributes: kind.create(steps) } })}`;
  };
  if (action === 'created') {
    await made();
    return;
  }
  const path = life !== undefined && kind.of !== undefined ? kind.of(life) : await made();
  if (action === 'deleted') {
    await steps.call('DELETE', path);
  } else if (kind.update === undefined) {
    // A job is updated as it runs: it starts a second after it was made, and is done a second later.
    await steps.moveClock(steps.now() + START_DELAY + RUN_TIME);
  } else {
    const id = path.slice(path.lastIndexOf('/') + 1);
    const attributes = life === undefined ? kind.update : { name: await named(steps, path) };
    await steps.call('PUT', path, { data: { id, type: kind.type, attributes } });
  }
}
