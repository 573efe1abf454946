import { iso, uuidFrom } from '../factories/index.js';
import type { Plan, SubscriptionState } from '../schemas/index.js';
import { goLive, pickUp } from './engine.js';
import { type Life, planEndOf, planOf, syncState } from './life.js';

export type Action = 'pause' | 'resume' | 'cancel' | 'pending';

/** A move's options: `cancel_immediately` ends a subscription at once instead of at the end of its paid period. */
export interface MoveOptions {
  cancelImmediately?: boolean;
}

/** Whether dunning ended the subscription (suspended, or closed after its last retry), not its plan. */
function endedByDunning(life: Life): boolean {
  const { meta } = life.bundle.subscription;
  return meta.suspended || (meta.closed && life.invoices.some((invoice) => invoice.retriesLimitReached));
}

/** Why a move is not allowed (a 422), or null when it is. */
export function refusal(life: Life, plan: Plan | undefined, action: Action): string | null {
  const { meta } = life.bundle.subscription;
  const may = plan?.attributes;
  if (action === 'resume' && endedByDunning(life)) {
    const unpaid = life.invoices.find((invoice) => invoice.outstanding);
    if (unpaid !== undefined) {
      return `the subscription was ${meta.suspended ? 'suspended' : 'closed'} after failed payments: invoice ${unpaid.number} is unpaid; pay it first (a manual payment), then resume`;
    }
    return null;
  }
  if (meta.closed) return `the subscription is closed: no ${action} is possible`;
  if (action === 'pending') {
    if (meta.pending) return 'the subscription is already pending';
    if (meta.suspended) return 'the subscription is suspended after failed payments: it cannot be made pending';
    if (meta.canceled) return 'the subscription is canceled: it cannot be made pending';
  } else if (action === 'pause') {
    if (meta.suspended) return 'the subscription is suspended after failed payments: it cannot be paused';
    if (meta.pending) return 'the subscription is pending: resume it to make it go live';
    if (meta.paused) return 'the subscription is already paused';
    if (meta.canceled) return 'the subscription is canceled: resume it before pausing';
    if (meta.status !== 'active') return 'the subscription is inactive: only an active subscription can be paused';
    if (!may?.can_pause) return "the subscription's plan does not allow pausing (can_pause: false)";
  } else if (action === 'cancel') {
    if (meta.canceled) return 'the subscription is already canceled';
    if (!may?.can_cancel) return "the subscription's plan does not allow canceling (can_cancel: false)";
  } else {
    // A suspended subscription was ended by dunning: the first check answers its resume.
    if (meta.pending) return null;
    if (!meta.paused && !meta.canceled)
      return 'the subscription is neither paused nor canceled: there is nothing to resume';
    if (!may?.can_resume) return "the subscription's plan does not allow resuming (can_resume: false)";
  }
  return null;
}

/**
 * The subscriber's move at `at` (ms), on a life the caller may change: pause sets `paused` and `paused_at`; cancel
 * sets `canceled`, `canceled_at` and `end_date` (the end of the paid period, `invoice_after`; now, and `inactive`,
 * with `cancel_immediately`); resume clears both flags, sets `resumed_at` and puts back the plan's own end date (none
 * on a `roll` plan); resume also makes a pending subscription go live (billing begins, or picks up on its schedule),
 * and brings back one that dunning suspended or closed once its invoices are paid (billing picks up from now).
 * `pending` holds a subscription: no billing until it goes live (a resume, or its `go_live_after` on the clock). The
 * status is left to billing runs otherwise. Returns the new state record, which is also the subscription's `state`;
 * a move the rules refuse throws its reason (a 422).
 */
export function act(life: Life, action: Action, at: number, options: MoveOptions = {}): SubscriptionState {
  const subscription = life.bundle.subscription;
  const refused = refusal(life, planOf(life.bundle), action);
  if (refused !== null) throw new Refused(refused, 422);
  const when = iso(at);
  const { meta } = subscription;
  const t = meta.timestamps;
  t.updated_at = when;
  const planEnd = planEndOf(life);
  if (action === 'pause') {
    meta.paused = true;
    t.paused_at = when;
  } else if (action === 'cancel') {
    meta.canceled = true;
    t.canceled_at = when;
    const paidUntil = Date.parse(meta.invoice_after) > at ? meta.invoice_after : when;
    t.end_date = options.cancelImmediately ? when : paidUntil;
    if (options.cancelImmediately) meta.status = 'inactive';
  } else if (action === 'pending') {
    meta.pending = true;
  } else if (meta.pending) {
    goLive(life, at);
  } else {
    if (endedByDunning(life)) {
      meta.suspended = false;
      meta.closed = false;
      meta.status = 'active';
      pickUp(life, at);
    }
    meta.paused = false;
    meta.canceled = false;
    t.resumed_at = when;
    if (planEnd === undefined) delete t.end_date;
    else t.end_date = iso(planEnd);
  }
  const attributes: SubscriptionState['attributes'] =
    action === 'cancel' && options.cancelImmediately ? { action, cancel_immediately: true } : { action };
  const state: SubscriptionState = {
    id: uuidFrom(`${subscription.id}/state/${life.states.length}/${action}/${when}`),
    type: 'subscription_state',
    attributes,
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

/**
 * A write the rules refuse: its reason is the detail, its status a 409 (a conflict with what is there) or a 422 (a
 * lifecycle move that is not allowed).
 */
export class Refused {
  constructor(
    readonly detail: string,
    readonly status: 409 | 422 = 409,
  ) {}
}
