import type { EmulatorControl } from '../emulator.js';
import { isEventKey, SUBSCRIPTION_EVENT_KEYS } from './keys.js';
import { causeResourceEvent, resourceKind } from './trigger-resources.js';
import { Steps, TriggerError } from './trigger-steps.js';
import { namedSubscription, SUBSCRIPTION_PLANS, subscriptionFor } from './trigger-subscriptions.js';
import type { EmulatorEvent } from './types.js';

export { TriggerError, type TriggerStatus } from './trigger-steps.js';

/** What `trigger` is asked: the key, the subscription it is about (optional), and the scenario and session. */
export interface TriggerRequest {
  key: string;
  subscription?: string;
  scenario: string;
  session: string;
}

/** Where a key takes `subscription`, for the 400 of one that does not. */
const TAKES_SUBSCRIPTION =
  "subscription.*, subscription-invoice.*, and the .updated and .deleted of a subscription's subscriber, offering or (2026) plan";

/**
 * Causes the event `key` in a scenario and session by making its real state change through the emulator's own API
 * (a token from the store's credentials, then requests and clock moves: src/events/trigger-subscriptions.ts and
 * trigger-resources.ts say which), and resolves to every event those steps emitted, oldest first. Bad input or a
 * state that cannot make the event is a `TriggerError` with its status: 400 an unknown key, or a subscription given
 * to a key that takes none; 404 an unknown subscription; 409 or 422 a subscription or session that cannot do it (a
 * step the API refused answers its own status and detail, after the step).
 * @example
 * const events = await trigger(control, { key: 'subscription.paused', scenario: 'default', session: 'my-test' })
 */
export async function trigger(control: EmulatorControl, request: TriggerRequest): Promise<EmulatorEvent[]> {
  const { key, subscription, scenario, session } = request;
  if (!isEventKey(key)) {
    throw new TriggerError(
      400,
      `key must be one of the ${SUBSCRIPTION_EVENT_KEYS.length} subscription event keys (${SUBSCRIPTION_EVENT_KEYS.join(', ')}), got "${key.slice(0, 100)}"`,
    );
  }
  const dot = key.lastIndexOf('.');
  const action = key.slice(dot + 1);
  const plan = SUBSCRIPTION_PLANS[key];
  const kind = resourceKind(key.slice(0, dot), control);
  if (plan === undefined && kind === undefined) {
    throw new TriggerError(
      422,
      `${key} is not emitted under API version ${control.version}: it has no store products (an offering's plans emit subscription-plan.*); --api-version 2024 has them`,
    );
  }
  if (subscription !== undefined && kind !== undefined && (action === 'created' || kind.of === undefined)) {
    throw new TriggerError(
      400,
      `${key} takes no subscription (${TAKES_SUBSCRIPTION} do): leave subscription out, and a record is made for it`,
    );
  }
  const steps = await Steps.open(control, scenario, session);
  const before = new Set(control.events.list({ scenario, session }).map((event) => event.id));
  if (plan !== undefined) {
    const life = await subscriptionFor(steps, plan, subscription);
    await (life === undefined ? plan.orElse?.(steps) : plan.run(steps, life));
  } else if (kind !== undefined) {
    const life = subscription === undefined ? undefined : await namedSubscription(steps, subscription);
    await causeResourceEvent(steps, kind, action, life);
  }
  const emitted = control.events.list({ scenario, session }).filter((event) => !before.has(event.id));
  if (!emitted.some((event) => event.key === key)) {
    const seen = [...new Set(emitted.map((event) => event.key))].join(', ');
    throw new TriggerError(
      409,
      `${key} did not happen: the steps ran (their changes stay) and emitted ${seen === '' ? 'no event' : seen}`,
    );
  }
  return emitted;
}
