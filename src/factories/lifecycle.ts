import type { Subscription, SubscriptionState } from '../schemas/index.js';
import { addDays, iso, uuidFrom } from './random.js';

/** Where a subscription stands: `active` has never been acted on; the others name the latest action's outcome. */
export type Lifecycle = 'active' | 'paused' | 'canceled' | 'resumed' | 'closed' | 'suspended';

export const LIFECYCLES: readonly Lifecycle[] = ['active', 'paused', 'canceled', 'resumed', 'closed', 'suspended'];

/** Days from `now` to the next billing run, which paused, canceled and resumed subscriptions have not reached yet. */
const NEXT_BILLING_DAYS = 7;

type Flags = Pick<SubscriptionState['meta'], 'canceled' | 'paused' | 'closed' | 'suspended'>;
type Action = SubscriptionState['attributes']['action'];

interface Plan {
  action: Action;
  flags: Flags;
  status: 'active' | 'inactive';
  /** Fractions of the time between creation and now; `invoice_after` past when the billing run already came. */
  at: { paused?: number; resumed?: number; canceled?: number; endDate?: number; invoiceAfter?: number };
}

const none: Flags = { canceled: false, paused: false, closed: false, suspended: false };

/** The rule table (README "Lifecycle rules"): one row per state. */
const PLANS: Record<Exclude<Lifecycle, 'active'>, Plan> = {
  paused: { action: 'pause', flags: { ...none, paused: true }, status: 'active', at: { paused: 0.6 } },
  canceled: { action: 'cancel', flags: { ...none, canceled: true }, status: 'active', at: { canceled: 0.6 } },
  resumed: { action: 'resume', flags: none, status: 'active', at: { paused: 0.5, resumed: 0.8 } },
  closed: {
    action: 'cancel',
    flags: { ...none, canceled: true, closed: true },
    status: 'inactive',
    at: { canceled: 0.5, endDate: 0.7, invoiceAfter: 0.7 },
  },
  suspended: {
    action: 'pause',
    flags: { ...none, paused: true, suspended: true },
    status: 'inactive',
    at: { paused: 0.6, invoiceAfter: 0.8 },
  },
};

/**
 * Puts a subscription into a lifecycle state, deterministically: every date is a fixed fraction of the time between
 * its creation and `now` (past events) or a fixed distance after `now` (the next billing run, a canceled end date).
 */
export function applyLifecycle(subscription: Subscription, lifecycle: Lifecycle, now: Date): Subscription {
  const { created_at } = subscription.meta.timestamps;
  const created = Date.parse(created_at);
  const nextBilling = iso(addDays(now, NEXT_BILLING_DAYS));
  const base: Subscription = {
    ...subscription,
    meta: {
      ...subscription.meta,
      ...none,
      status: 'active',
      invoice_after: nextBilling,
      timestamps: { created_at, updated_at: created_at },
    },
  };
  delete base.state;
  delete base.meta.state;
  if (lifecycle === 'active') {
    base.meta.timestamps.updated_at = subscription.meta.timestamps.updated_at;
    return base;
  }
  const plan = PLANS[lifecycle];
  const when = (fraction: number) => iso(Math.floor((created + (+now - created) * fraction) / 1000) * 1000);
  const timestamps = base.meta.timestamps;
  if (plan.at.paused !== undefined) timestamps.paused_at = when(plan.at.paused);
  if (plan.at.resumed !== undefined) timestamps.resumed_at = when(plan.at.resumed);
  if (plan.at.canceled !== undefined) timestamps.canceled_at = when(plan.at.canceled);
  if (plan.action === 'cancel') {
    timestamps.end_date = plan.at.endDate === undefined ? nextBilling : when(plan.at.endDate);
  }
  const actedAt = timestamps.resumed_at ?? timestamps.paused_at ?? timestamps.canceled_at ?? created_at;
  const invoiceAfter = plan.at.invoiceAfter === undefined ? nextBilling : when(plan.at.invoiceAfter);
  timestamps.updated_at = plan.at.invoiceAfter === undefined ? actedAt : invoiceAfter;
  Object.assign(base.meta, plan.flags, { status: plan.status, invoice_after: invoiceAfter });
  base.state = {
    id: uuidFrom(`${subscription.id ?? created_at}/state/${lifecycle}`),
    type: 'subscription_state',
    attributes: { action: plan.action },
    meta: { created_at: actedAt, ...plan.flags, invoice_after: invoiceAfter },
  };
  base.meta.state = base.state;
  return base;
}
