import type { StoreRecord } from '../store/collections.js';
import type { DunningPolicy } from './engine.js';

const DAY = 86_400_000;
const UNITS = { day: DAY, week: 7 * DAY } as const;

/**
 * A dunning rule (`subscription_dunning_rule`) as the billing engine applies it: `payment_retries_limit` retries
 * after the first attempt, each `payment_retry_interval` days or weeks after the one before, growing by
 * `payment_retry_multiplier` each time under `backoff` (and `tiered`, which the documents do not define further;
 * `fixed`, which they say is the one in use, waits the same each time); then its `action`.
 */
export function dunningPolicyOf(rule: StoreRecord): DunningPolicy {
  const a = rule.attributes as {
    payment_retry_type: 'fixed' | 'backoff' | 'tiered';
    payment_retry_interval?: number;
    payment_retry_unit?: 'day' | 'week';
    payment_retry_multiplier?: number;
    payment_retries_limit: number;
    action: DunningPolicy['action'];
  };
  const step = (a.payment_retry_interval ?? 1) * UNITS[a.payment_retry_unit ?? 'day'];
  const growth = a.payment_retry_type === 'fixed' ? 1 : (a.payment_retry_multiplier ?? 1);
  return {
    retries: a.payment_retries_limit,
    delay: (retry) => Math.round(step * growth ** (retry - 1)),
    action: a.action,
  };
}
