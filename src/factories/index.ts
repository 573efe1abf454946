export { type Account, makeAccount } from './account.js';
export {
  applicationKeySource,
  edgeApplicationKeys,
  type KeySource,
  keySourceOf,
  withKeys,
} from './application-key.js';
export { addInterval, type IntervalType, planEnd } from './calendar.js';
export {
  completeKey,
  completeSubscription,
  lifecycleOf,
  type MadeSubscription,
  overlay,
  type RecordContext,
} from './complete.js';
export { makeEdgeSubscriptionBundle } from './edge.js';
export { LIFECYCLES, type Lifecycle } from './lifecycle.js';
export { CURRENCIES, displayPrice, formatMoney, priceMap } from './money.js';
export { addDays, createFaker, DEFAULT_NOW, iso, mix, tokenFrom, uuidAt, uuidFrom } from './random.js';
export {
  type BundleOptions,
  makeOffering,
  makeSubscription,
  makeSubscriptionBundle,
  type OfferingBundle,
  planAllows,
  plansFor,
  relationshipsOf,
  type SubscriptionBundle,
} from './subscription.js';
