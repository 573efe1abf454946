import type { ApiVersion } from '../catalog/types.js';
import type { Lifecycle, SubscriptionBundle } from '../factories/index.js';
import { act } from './actions.js';
import { advance } from './engine.js';
import { type DunningAction, type Life, runTime, startLife } from './life.js';

const DAY = 86_400_000;
/** Retries run for 10 days after the first failed attempt. */
const DUNNING_DAYS = 10;

export interface LiveOptions {
  /** What dunning ends in for billing runs after `now` (the scenario's `closed` and `suspended` bring their own). */
  dunningAction: DunningAction;
  /** Payments after `now` fail (the `payments-failing` scenario). */
  paymentsFail?: boolean;
  /** Whose pricing rule invoices follow (the emulator's API version). */
  model: ApiVersion;
}

/** The last billing run at or before `now`, and where the current interval began (the creation, before any run). */
function currentInterval(life: Life, now: number): { last: number; from: number } {
  let last = -1;
  // Bounded: a plan whose intervals do not move time forward (checked out before) must not hang the loop.
  while (runTime(life, last + 1) <= now && runTime(life, last + 1) > runTime(life, last)) last++;
  const created = Date.parse(life.bundle.subscription.meta.timestamps.created_at);
  return { last, from: last < 0 ? created : runTime(life, last) };
}

/** A time at `fraction` of the way from `from` to `now`, to the second, strictly after `from`. */
function within(from: number, now: number, fraction: number): number {
  return Math.max(from + 1000, Math.floor((from + (now - from) * fraction) / 1000) * 1000);
}

/**
 * A subscription's life from its creation up to `now`, lived the way its lifecycle says, through the billing engine:
 * every billing run of its past invoiced and paid; a paused, canceled or resumed subscription acted on after its last
 * run (so still active until the next); a closed or suspended one reached through dunning after failed payments.
 * A closed or suspended one whose dunning cannot be over by `now` (a trial not over, too little time) is lived as
 * `active`; a paused, canceled or resumed one is moved within its current interval (trial included), unless it is
 * under three seconds old.
 */
export function live(
  bundle: SubscriptionBundle,
  lifecycle: Lifecycle,
  now: Date,
  options: LiveOptions,
  times: { paused?: number; canceled?: number; resumed?: number } = {},
): Life {
  const end = +now;
  const failingFromNow = options.paymentsFail ? end + 1 : Number.POSITIVE_INFINITY;
  const life = startLife(bundle, {
    failFrom: failingFromNow,
    dunningAction: options.dunningAction,
    model: options.model,
  });
  const { last, from } = currentInterval(life, end);
  if (lifecycle === 'closed' || lifecycle === 'suspended') {
    // Payments fail from the last run whose ten days of retries are over by now.
    let failing = last;
    while (failing >= 0 && runTime(life, failing) + DUNNING_DAYS * DAY > end) failing--;
    if (failing >= 0) {
      life.rules = {
        failFrom: runTime(life, failing),
        dunningAction: lifecycle === 'closed' ? 'close' : 'suspend',
        model: options.model,
      };
      advance(life, end);
      return life;
    }
  }
  // Moves at the times given (a user's record), else where the lifecycle rules put them.
  const moves: [at: number, action: 'pause' | 'resume' | 'cancel'][] = [];
  if (end - from >= 3000 || Object.keys(times).length > 0) {
    if (lifecycle === 'paused') moves.push([times.paused ?? within(from, end, 0.5), 'pause']);
    if (lifecycle === 'canceled') moves.push([times.canceled ?? within(from, end, 0.5), 'cancel']);
    if (lifecycle === 'resumed') {
      const resumed = times.resumed ?? within(from, end, 0.7);
      const first = times.canceled === undefined ? 'pause' : 'cancel';
      const before = times.paused ?? times.canceled ?? Math.min(within(from, end, 0.3), resumed - 1000);
      moves.push([before, first], [resumed, 'resume']);
    }
  }
  for (const [at, action] of moves.sort((a, b) => a[0] - b[0])) {
    // A move given after `now` is kept at its time (the checks refuse it) without billing the future.
    advance(life, Math.min(at, end));
    act(life, action, at);
  }
  advance(life, end);
  return life;
}
