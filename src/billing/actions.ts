import { iso, uuidFrom } from '../factories/index.js';
import type { Plan, Subscription, SubscriptionState } from '../schemas/index.js';
import { type Life, planOf, syncState } from './life.js';

export type Action = 'pause' | 'resume' | 'cancel';

/** Why a move is not allowed (409), or null when it is. */
export function refusal(subscription: Subscription, plan: Plan | undefined, action: Action): string | null {
  const { meta } = subscription;
  const may = plan?.attributes;
  if (meta.closed) return `the subscription is closed: no ${action} is possible`;
  if (action === 'pause') {
    if (meta.suspended) return 'the subscription is suspended after failed payments: it cannot be paused';
    if (meta.paused) return 'the subscription is already paused';
    if (meta.canceled) return 'the subscription is canceled: resume it before pausing';
    if (meta.status !== 'active') return 'the subscription is inactive: only an active subscription can be paused';
    if (!may?.can_pause) return "the subscription's plan does not allow pausing (can_pause: false)";
  } else if (action === 'cancel') {
    if (meta.canceled) return 'the subscription is already canceled';
    if (!may?.can_cancel) return "the subscription's plan does not allow canceling (can_cancel: false)";
  } else {
    if (meta.suspended) return 'the subscription is suspended after failed payments: it cannot be resumed';
    if (!meta.paused && !meta.canceled)
      return 'the subscription is neither paused nor canceled: there is nothing to resume';
    if (!may?.can_resume) return "the subscription's plan does not allow resuming (can_resume: false)";
  }
  return null;
}

/**
 * The subscriber's move at `at` (ms), on a life the caller may change: pause sets `paused` and `paused_at`; cancel
 * sets `canceled`, `canceled_at` and `end_date` (the end of the paid period, `invoice_after`); resume clears both
 * flags and the end date and sets `resumed_at`. The status is left to billing runs. Returns the new state record,
 * which is also the subscription's `state`; a move the rules refuse throws its reason.
 */
export function act(life: Life, action: Action, at: number): SubscriptionState {
  const subscription = life.bundle.subscription;
  const refused = refusal(subscription, planOf(life.bundle), action);
  if (refused !== null) throw new Refused(refused);
  const when = iso(at);
  const { meta } = subscription;
  const t = meta.timestamps;
  t.updated_at = when;
  if (action === 'pause') {
    meta.paused = true;
    t.paused_at = when;
  } else if (action === 'cancel') {
    meta.canceled = true;
    t.canceled_at = when;
    t.end_date = Date.parse(meta.invoice_after) > at ? meta.invoice_after : when;
  } else {
    meta.paused = false;
    meta.canceled = false;
    t.resumed_at = when;
    delete t.end_date;
  }
  const state: SubscriptionState = {
    id: uuidFrom(`${subscription.id}/state/${life.states.length}/${action}/${when}`),
    type: 'subscription_state',
    attributes: { action },
    meta: {
      created_at: when,
      canceled: meta.canceled,
      paused: meta.paused,
      closed: meta.closed,
      suspended: meta.suspended,
      invoice_after: meta.invoice_after,
    },
  };
  life.states.push(state);
  syncState(subscription, state);
  return state;
}

/** A move the lifecycle rules do not allow: its reason is the 409's detail. */
export class Refused {
  constructor(readonly detail: string) {}
}
