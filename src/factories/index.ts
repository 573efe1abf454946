export { applicationKeySource, edgeApplicationKeys, type KeySource, keySourceOf } from './application-key.js';
export { makeEdgeSubscriptionBundle } from './edge.js';
export { applyLifecycle, LIFECYCLES, type Lifecycle } from './lifecycle.js';
export { CURRENCIES, displayPrice, formatMoney, priceMap } from './money.js';
export { addDays, createFaker, DEFAULT_NOW, iso, uuidFrom } from './random.js';
export { type BundleOptions, makeSubscriptionBundle, type SubscriptionBundle } from './subscription.js';
