/**
 * Where a subscription stands: `active` has never been acted on; `paused`, `canceled` and `resumed` name the
 * subscriber's latest move; `closed` and `suspended` are what dunning ends in after failed payments. Worlds reach
 * each through the billing engine (`src/billing/timeline.ts`).
 */
export type Lifecycle = 'active' | 'paused' | 'canceled' | 'resumed' | 'closed' | 'suspended';

export const LIFECYCLES: readonly Lifecycle[] = ['active', 'paused', 'canceled', 'resumed', 'closed', 'suspended'];
