import { planEnd } from '../factories/index.js';
import type { Plan, Subscription } from '../schemas/index.js';
import { type Check, ms } from './problems.js';

const META = '$.subscription.meta';

/** The history is one the plan allows; an active subscription on a `close` plan has not run its length. */
function planRules({ meta }: Subscription, plan: Plan, now: Date, check: Check): void {
  const t = meta.timestamps;
  const p = plan.attributes;
  const moves = [
    ['paused_at', 'can_pause', 'pausing'],
    ['resumed_at', 'can_resume', 'resuming'],
    ['canceled_at', 'can_cancel', 'canceling'],
  ] as const;
  for (const [time, flag, move] of moves) {
    check(
      `${META}.timestamps.${time}`,
      t[time] === undefined || p[flag],
      `is set, but the plan does not allow ${move} (${flag}: false)`,
    );
  }
  if (p.end_behavior === 'close' && meta.status === 'active') {
    const ends = planEnd(ms(t.created_at), p.billing_interval_type, p.billing_frequency, p.plan_length);
    check(
      `${META}.status`,
      ends > +now,
      `is active, but its close plan ran its ${p.plan_length} intervals by ${new Date(ends).toISOString()}`,
    );
  }
}

/** Flags agree with the timestamps of the actions that set them, and with the status. */
function flagRules({ meta }: Subscription, check: Check): void {
  const t = meta.timestamps;
  check(`${META}.paused`, !meta.paused || t.paused_at !== undefined, 'is true, but timestamps.paused_at is missing');
  check(
    `${META}.canceled`,
    !meta.canceled || t.canceled_at !== undefined,
    'is true, but timestamps.canceled_at is missing',
  );
  check(
    `${META}.timestamps.end_date`,
    !meta.canceled || t.end_date !== undefined,
    'is missing on a canceled subscription',
  );
  if (t.end_date !== undefined && t.canceled_at !== undefined) {
    check(`${META}.timestamps.end_date`, ms(t.end_date) >= ms(t.canceled_at), 'is before canceled_at');
  }
  for (const name of ['paused_at', 'resumed_at', 'canceled_at'] as const) {
    if (t[name] !== undefined)
      check(`${META}.timestamps.${name}`, ms(t[name]) >= ms(t.created_at), 'is before created_at');
  }
  if (t.resumed_at !== undefined) {
    const last = Math.max(ms(t.paused_at ?? '') || 0, ms(t.canceled_at ?? '') || 0);
    check(`${META}.timestamps.resumed_at`, last > 0, 'is set, but the subscription was never paused or canceled');
    const acted = ms(t.resumed_at) > last;
    check(`${META}.paused`, !acted || (!meta.paused && !meta.canceled), 'is true after a later resume');
  }
  check(
    `${META}.status`,
    !(meta.closed || meta.suspended) || meta.status === 'inactive',
    'is active, but the subscription is closed or suspended',
  );
  const why = meta.paused || meta.canceled || meta.closed || meta.suspended;
  check(
    `${META}.status`,
    meta.status === 'active' || why || t.resumed_at !== undefined,
    'is inactive, but no flag says why (paused, canceled, closed or suspended) and it was never resumed',
  );
}

/** `state` is the latest action, with the flags as in `meta`. */
function stateRules({ meta, state }: Subscription, check: Check): void {
  check(
    `${META}.state`,
    JSON.stringify(meta.state) === JSON.stringify(state),
    'differs from state: the two are one object',
  );
  if (state === undefined) return;
  for (const flag of ['canceled', 'paused', 'closed', 'suspended', 'invoice_after'] as const) {
    check(
      `$.subscription.state.meta.${flag}`,
      state.meta[flag] === meta[flag],
      `differs from meta.${flag}: the two always agree`,
    );
  }
  const t = meta.timestamps;
  // A `pending` move sets no timestamp of its own: it is checked by the flags alone.
  if (state.attributes.action === 'pending') return;
  const acted = { pause: t.paused_at, resume: t.resumed_at, cancel: t.canceled_at }[state.attributes.action];
  const latest = [t.paused_at, t.resumed_at, t.canceled_at]
    .filter((time) => time !== undefined)
    .sort()
    .at(-1);
  // A dunning rule whose action is `pause` pauses the subscription at a billing run, which is no move of the
  // subscriber's: its paused_at may be the latest time, after the move the state shows.
  const pausedByDunning = meta.paused && state.attributes.action !== 'pause' && latest === t.paused_at;
  check(
    '$.subscription.state.meta.created_at',
    state.meta.created_at === acted && (acted === latest || pausedByDunning),
    `is not the time of the latest action, the ${state.attributes.action}`,
  );
}

/** Every lifecycle rule of the Data section over one subscription. */
export function lifecycleRules(subscription: Subscription, plan: Plan | undefined, now: Date, check: Check): void {
  if (plan !== undefined) planRules(subscription, plan, now, check);
  flagRules(subscription, check);
  stateRules(subscription, check);
}
