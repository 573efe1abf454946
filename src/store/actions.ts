import { iso, uuidFrom } from '../factories/index.js';
import type { Plan, Subscription, SubscriptionState } from '../schemas/index.js';

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
 * A subscriber's move at `at` (ms), as the lifecycle rules say: pause sets `paused` and `paused_at`; cancel sets
 * `canceled`, `canceled_at` and `end_date` (the end of the paid period, `invoice_after`); resume clears both flags
 * and the end date and sets `resumed_at`. The status is left to billing runs. Returns the new subscription (a copy)
 * and the state record, which is also its new `state`.
 */
export function act(
  subscription: Subscription,
  action: Action,
  at: number,
  sequence: number,
): { subscription: Subscription; state: SubscriptionState } {
  const when = iso(at);
  const meta = { ...subscription.meta, timestamps: { ...subscription.meta.timestamps, updated_at: when } };
  const t = meta.timestamps;
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
    id: uuidFrom(`${subscription.id}/state/${sequence}/${action}/${when}`),
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
  return { subscription: { ...subscription, meta: { ...meta, state }, state }, state };
}

/**
 * The state changes behind a world's subscription, oldest first, read off its timestamps: the last is its `state`;
 * the earlier ones carry the flags as they stood right after them.
 */
export function historyOf(subscription: Subscription): SubscriptionState[] {
  const { state } = subscription;
  if (state === undefined) return [];
  const t = subscription.meta.timestamps;
  const moves = (
    [
      ['pause', t.paused_at],
      ['cancel', t.canceled_at],
      ['resume', t.resumed_at],
    ] as const
  )
    .filter((move): move is readonly [Action, string] => move[1] !== undefined && move[1] < state.meta.created_at)
    .sort((a, b) => (a[1] < b[1] ? -1 : 1));
  const flags = { canceled: false, paused: false, closed: false, suspended: false };
  const earlier = moves.map(([action, when]): SubscriptionState => {
    if (action === 'pause') flags.paused = true;
    if (action === 'cancel') flags.canceled = true;
    if (action === 'resume') Object.assign(flags, { paused: false, canceled: false });
    return {
      id: uuidFrom(`${subscription.id}/state/${action}/${when}`),
      type: 'subscription_state',
      attributes: { action },
      meta: { created_at: when, ...flags, invoice_after: state.meta.invoice_after },
    };
  });
  return [...earlier, state];
}
