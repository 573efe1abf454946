import { type Action, refusal } from '../billing/actions.js';
import { type Life, planEndOf, planOf, productOf } from '../billing/life.js';
import { uuidFrom } from '../factories/index.js';
import { subscriberIdOf } from '../store/collections.js';
import { type Steps, TriggerError, type TriggerStatus } from './trigger-steps.js';

/**
 * How `trigger` causes the subscription events (`subscription.*`, `subscription-invoice.*`): the smallest real change
 * through the API that makes the key's step, on the subscription named, or else on the first one (in list order)
 * whose state allows it. A subscription that cannot take the step is a 409 (its state) or a 422 (its plan's rules),
 * with the reason.
 */

/** Why a subscription cannot take a trigger's step, or null when it can. */
type Unfit = { status: TriggerStatus; reason: string } | null;

export interface SubscriptionPlan {
  /** What the first subscription that fits must be, for the 422 when none does. */
  wanted: string;
  fits(life: Life, steps: Steps): Unfit;
  /**
   * Where the step moves the clock to (ms), when it does: of the subscriptions that fit, the one that gets there first
   * is chosen (the fewest billing runs on the way), not the first in list order.
   */
  until?(life: Life, steps: Steps): number;
  run(steps: Steps, life: Life): Promise<void>;
  /** The step when no subscription fits and none is named (else a 422). */
  orElse?(steps: Steps): Promise<void>;
}

const SUBSCRIPTIONS = '/v2/subscriptions/subscriptions';
const idOf = (life: Life) => life.bundle.subscription.id as string;
const metaOf = (life: Life) => life.bundle.subscription.meta;

/** The rules' refusal of a move, as the API would answer it (a 422), or null. */
function ruled(life: Life, action: Action): Unfit {
  const reason = refusal(life, planOf(life.bundle), action);
  return reason === null ? null : { status: 422, reason };
}

const conflict = (reason: string): Unfit => ({ status: 409, reason });

/** A move of the subscriber's (`POST .../states`); `cancel_immediately` only where the version has it. */
function move(steps: Steps, life: Life, action: Action, immediately = false): Promise<unknown> {
  const attributes = immediately ? { action, cancel_immediately: true } : { action };
  return steps.call('POST', `${SUBSCRIPTIONS}/${idOf(life)}/states`, {
    data: { type: 'subscription_state', attributes },
  });
}

/** The subscription as the session holds it now (after a step changed it). */
const now = (steps: Steps, life: Life) => steps.life(idOf(life)) as Life;

/** Paused or canceled, and still in its paid period: `active` until the billing run at its `invoice_after`. */
const pendingStop = (life: Life, flag: 'paused' | 'canceled') => metaOf(life)[flag] && metaOf(life).status === 'active';

/** The clock moved to a subscription's next billing run, where a pause or cancel takes effect. */
const toNextRun = (steps: Steps, life: Life) => steps.moveClock(nextRun(now(steps, life)));

/** When a subscription's next billing run is (ms). */
const nextRun = (life: Life) => Date.parse(metaOf(life).invoice_after);

/** Why a subscription's next billing run makes no invoice, or null when it makes one. */
function billed(life: Life): Unfit {
  const meta = metaOf(life);
  for (const state of ['closed', 'suspended', 'pending', 'paused', 'canceled'] as const) {
    if (meta[state]) return conflict(`it is ${state}: its next billing run makes no invoice`);
  }
  if (planOf(life.bundle) === undefined) return { status: 422, reason: 'it has no plan: it is never billed' };
  return null;
}

/** A new account id in the session, the same for the same session's history. */
export function newAccount(steps: Steps): string {
  const view = steps.view();
  const subscribers = view.collection('subscribers');
  for (let index = 0; ; index++) {
    const id = uuidFrom(`trigger/${steps.scenario.name}/${steps.session}/account/${index}`);
    if (view.accounts.get(id) === undefined && subscribers.get(subscriberIdOf(id)) === undefined) return id;
  }
}

/** A create body like `life`'s (its offering, plan and pricing option, currency and payer) for a new account. */
function createBody(steps: Steps, life: Life, option: string) {
  const { attributes, meta } = life.bundle.subscription;
  const data = {
    account_id: newAccount(steps),
    offering_id: attributes.offering.id,
    name: attributes.name,
    email: attributes.email,
    currency: attributes.currency,
    manual_payments: meta.manual_payments,
  };
  return steps.version === '2024'
    ? { data: { ...data, plan_id: option } }
    : { data: { ...data, plan_id: productOf(life.bundle)?.id, pricing_option_id: option } };
}

/** Why a subscription's offering cannot take another subscriber like it, or null. */
function sameOffering(life: Life, steps: Steps): Unfit {
  const offering = life.bundle.subscription.attributes.offering.id as string;
  const record = steps.view().offerings.get(offering);
  if (record === undefined) return conflict(`its offering ${offering} is not in the store any more`);
  const option = life.bundle.subscription.attributes.plan_id;
  const words = steps.version === '2024' ? 'plan' : 'pricing option';
  if (!record.plans.some((plan) => plan.id === option)) {
    return conflict(`its offering ${offering} no longer has its ${words} ${option}`);
  }
  const product = productOf(life.bundle)?.id;
  if (steps.version === '2026' && !record.products.some((one) => one.id === product)) {
    return conflict(`its offering ${offering} no longer has its plan ${product}`);
  }
  return null;
}

/** A plan id that no offering has (the same in every run): a create naming it is refused. */
const NO_SUCH_PLAN = uuidFrom('trigger/no-such-plan');

/** A create the rules refuse (a 400 answer, and the create-failed event that tells it). */
async function refusedCreate(steps: Steps, body: unknown): Promise<void> {
  try {
    await steps.call('POST', SUBSCRIPTIONS, body);
  } catch (error) {
    if (error instanceof TriggerError && error.status === 400) return;
    throw error;
  }
}

export const SUBSCRIPTION_PLANS: Readonly<Record<string, SubscriptionPlan>> = {
  'subscription.pending_pause': {
    wanted: 'may be paused',
    fits: (life) => ruled(life, 'pause'),
    run: async (steps, life) => {
      await move(steps, life, 'pause');
    },
  },
  'subscription.paused': {
    wanted: 'may be paused',
    fits: (life) => (pendingStop(life, 'paused') ? null : ruled(life, 'pause')),
    until: nextRun,
    run: async (steps, life) => {
      if (!metaOf(life).paused) await move(steps, life, 'pause');
      await toNextRun(steps, life);
    },
  },
  'subscription.pending_cancel': {
    wanted: 'may be canceled while it is active',
    fits: (life) =>
      ruled(life, 'cancel') ??
      (metaOf(life).status === 'active'
        ? null
        : conflict('it is inactive: a cancel ends it at once (subscription.canceled), with no pending_cancel')),
    run: async (steps, life) => {
      await move(steps, life, 'cancel');
    },
  },
  'subscription.canceled': {
    wanted: 'may be canceled',
    fits: (life) => (pendingStop(life, 'canceled') ? null : ruled(life, 'cancel')),
    // Under 2026 a cancel_immediately moves no clock.
    until: (life, steps) => (steps.version === '2026' && !metaOf(life).canceled ? 0 : nextRun(life)),
    run: async (steps, life) => {
      // 2026 has cancel_immediately; under 2024 a cancel takes effect at the end of the paid period.
      if (!metaOf(life).canceled) await move(steps, life, 'cancel', steps.version === '2026');
      if (pendingStop(now(steps, life), 'canceled')) await toNextRun(steps, life);
    },
  },
  'subscription.resumed': {
    wanted: 'may be resumed, or paused and resumed',
    fits: (life) => {
      const resume = ruled(life, 'resume');
      const meta = metaOf(life);
      if (resume === null || meta.paused || meta.canceled || meta.suspended || meta.closed) return resume;
      if (planOf(life.bundle)?.attributes.can_resume !== true) {
        return { status: 422, reason: 'its plan does not allow resuming (can_resume: false)' };
      }
      return ruled(life, 'pause');
    },
    run: async (steps, life) => {
      if (ruled(life, 'resume') !== null) await move(steps, life, 'pause');
      await move(steps, life, 'resume');
    },
  },
  'subscription.closed': {
    wanted: 'is on a plan that ends (end_behavior close)',
    fits: (life) => {
      const meta = metaOf(life);
      for (const state of ['closed', 'canceled', 'suspended', 'pending'] as const) {
        if (meta[state]) return conflict(`it is ${state}: it does not close at its plan's end`);
      }
      if (planEndOf(life) === undefined) {
        return {
          status: 422,
          reason:
            'its plan rolls on (end_behavior roll): subscription.closed needs one on a plan with end_behavior close, which closes after its plan_length paid intervals',
        };
      }
      return null;
    },
    until: (life) => planEndOf(life) as number,
    run: (steps, life) => steps.moveClock(planEndOf(now(steps, life)) as number),
  },
  'subscription.created': {
    wanted: 'has an offering and plan the store still holds (to make one like it)',
    fits: sameOffering,
    run: async (steps, life) => {
      await steps.call('POST', SUBSCRIPTIONS, createBody(steps, life, life.bundle.subscription.attributes.plan_id));
    },
  },
  'subscription.create-failed': {
    wanted: 'exists',
    fits: () => null,
    // One like it, on a plan its offering does not have.
    run: (steps, life) => refusedCreate(steps, createBody(steps, life, NO_SUCH_PLAN)),
    // With no subscription to copy: the session's first offering (or none), on a plan it does not have.
    orElse: (steps) => {
      const offerings = steps.view().offerings;
      const offering = offerings.count > 0 ? (offerings.at(0).offering.id as string) : NO_SUCH_PLAN;
      const data = {
        account_id: newAccount(steps),
        offering_id: offering,
        name: 'Trigger Subscriber',
        email: 'trigger@example.com',
        currency: 'USD',
        manual_payments: false,
      };
      const chosen =
        steps.version === '2024'
          ? { plan_id: NO_SUCH_PLAN }
          : { plan_id: NO_SUCH_PLAN, pricing_option_id: NO_SUCH_PLAN };
      return refusedCreate(steps, { data: { ...data, ...chosen } });
    },
  },
  'subscription-invoice.created': {
    wanted: 'is billed at its next billing run',
    fits: billed,
    until: nextRun,
    run: (steps, life) => toNextRun(steps, life),
  },
  'subscription-invoice.deleted': {
    wanted: 'has invoices',
    fits: (life) =>
      life.invoices.length > 0
        ? null
        : conflict('it has no invoices: deleting it emits no subscription-invoice.deleted'),
    run: async (steps, life) => {
      await steps.call('DELETE', `${SUBSCRIPTIONS}/${idOf(life)}`);
    },
  },
};

/** A subscription named by id, read through the API: a bad id is its 400, an unknown one its 404. */
export async function namedSubscription(steps: Steps, id: string): Promise<Life> {
  await steps.call('GET', `${SUBSCRIPTIONS}/${encodeURIComponent(id)}`);
  return steps.life(id) as Life;
}

/**
 * The subscription a trigger's step is taken on: the one named, which must fit, or the first that fits; undefined
 * when none does and the plan has a step for that.
 */
export async function subscriptionFor(
  steps: Steps,
  plan: SubscriptionPlan,
  given: string | undefined,
): Promise<Life | undefined> {
  if (given !== undefined) {
    const life = await namedSubscription(steps, given);
    const unfit = plan.fits(life, steps);
    if (unfit !== null) throw new TriggerError(unfit.status, `subscription ${idOf(life)}: ${unfit.reason}`);
    return life;
  }
  const lives = steps.view().subscriptions;
  let chosen: { life: Life; until: number } | undefined;
  for (let index = 0; index < lives.count; index++) {
    const life = lives.at(index);
    if (plan.fits(life, steps) !== null) continue;
    if (plan.until === undefined) return life;
    const until = plan.until(life, steps);
    if (chosen === undefined || until < chosen.until) chosen = { life, until };
  }
  if (chosen !== undefined) return chosen.life;
  if (plan.orElse !== undefined) return undefined;
  throw new TriggerError(
    422,
    `no subscription ${plan.wanted} in scenario ${steps.scenario.name}, session ${steps.session}: make one (POST ${SUBSCRIPTIONS}) or name one with subscription`,
  );
}
