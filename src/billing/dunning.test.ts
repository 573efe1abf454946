import { describe, expect, it } from 'vitest';
import type { StoreRecord } from '../store/collections.js';
import { dunningPolicyOf } from './dunning.js';

// A store's dunning rule (`subscription_dunning_rule`) as the billing engine applies it: the retries it allows, the
// wait before each (ms), and what follows the last.

const DAY = 86_400_000;

/** A dunning rule as the store keeps it, with these attributes. */
const rule = (attributes: Record<string, unknown>): StoreRecord => ({
  id: '00000000-0000-4000-8000-0000000000d1',
  type: 'subscription_dunning_rule',
  attributes: { default: true, ...attributes },
  meta: { owner: 'store', timestamps: { created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z' } },
});

/** What a policy says: its retries, the waits before retries 1 to 4, and its action. */
const policy = (attributes: Record<string, unknown>) => {
  const made = dunningPolicyOf(rule(attributes));
  return { retries: made.retries, waits: [1, 2, 3, 4].map((retry) => made.delay(retry)), action: made.action };
};

describe('dunningPolicyOf', () => {
  it('fixed: the same wait before every retry, whatever multiplier the rule holds', () => {
    expect(
      policy({
        payment_retry_type: 'fixed',
        payment_retry_interval: 3,
        payment_retry_unit: 'day',
        payment_retries_limit: 5,
        action: 'close',
      }),
    ).toEqual({ retries: 5, waits: [3 * DAY, 3 * DAY, 3 * DAY, 3 * DAY], action: 'close' });
    expect(
      policy({
        payment_retry_type: 'fixed',
        payment_retry_interval: 2,
        payment_retry_unit: 'week',
        payment_retry_multiplier: 3,
        payment_retries_limit: 2,
        action: 'suspend',
      }),
    ).toEqual({ retries: 2, waits: [14 * DAY, 14 * DAY, 14 * DAY, 14 * DAY], action: 'suspend' });
  });

  it('backoff and tiered: the wait grows by the multiplier from one retry to the next', () => {
    expect(
      policy({
        payment_retry_type: 'backoff',
        payment_retry_interval: 2,
        payment_retry_unit: 'day',
        payment_retry_multiplier: 3,
        payment_retries_limit: 4,
        action: 'pause',
      }),
    ).toEqual({ retries: 4, waits: [2 * DAY, 6 * DAY, 18 * DAY, 54 * DAY], action: 'pause' });
    expect(
      policy({
        payment_retry_type: 'tiered',
        payment_retry_interval: 1,
        payment_retry_unit: 'week',
        payment_retry_multiplier: 2,
        payment_retries_limit: 3,
        action: 'none',
      }),
    ).toEqual({ retries: 3, waits: [7 * DAY, 14 * DAY, 28 * DAY, 56 * DAY], action: 'none' });
  });

  it('a growth that is no whole number of ms is rounded to the ms', () => {
    expect(
      policy({
        payment_retry_type: 'backoff',
        payment_retry_interval: 1,
        payment_retry_unit: 'day',
        payment_retry_multiplier: 1.0000001,
        payment_retries_limit: 1,
        action: 'close',
      }),
    ).toEqual({ retries: 1, waits: [86_400_000, 86_400_009, 86_400_017, 86_400_026], action: 'close' });
  });

  it('without an interval, unit or multiplier: one day, not growing', () => {
    expect(policy({ payment_retry_type: 'backoff', payment_retries_limit: 0, action: 'suspend' })).toEqual({
      retries: 0,
      waits: [DAY, DAY, DAY, DAY],
      action: 'suspend',
    });
    expect(
      policy({
        payment_retry_type: 'backoff',
        payment_retry_interval: null,
        payment_retry_unit: null,
        payment_retry_multiplier: null,
        payment_retries_limit: 7,
        action: 'close',
      }),
    ).toEqual({ retries: 7, waits: [DAY, DAY, DAY, DAY], action: 'close' });
    expect(
      policy({ payment_retry_type: 'fixed', payment_retry_unit: 'week', payment_retries_limit: 1, action: 'close' }),
    ).toEqual({ retries: 1, waits: [7 * DAY, 7 * DAY, 7 * DAY, 7 * DAY], action: 'close' });
    expect(
      policy({ payment_retry_type: 'backoff', payment_retry_interval: 5, payment_retries_limit: 1, action: 'close' }),
    ).toEqual({ retries: 1, waits: [5 * DAY, 5 * DAY, 5 * DAY, 5 * DAY], action: 'close' });
  });
});
