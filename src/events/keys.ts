/**
 * The observable event keys (the platform's Integrations document and its Subscriptions observable-events list).
 * The emulator emits the 28 subscription keys; an integration may observe any documented key (the others are
 * accepted and never fire here, as on a store that does not use those features).
 */

/** The 28 keys of the Subscriptions observable-events list, which the emulator emits. */
export const SUBSCRIPTION_EVENT_KEYS = [
  'subscription.created',
  'subscription.create-failed',
  'subscription.paused',
  'subscription.canceled',
  'subscription.pending_cancel',
  'subscription.pending_pause',
  'subscription.resumed',
  'subscription.closed',
  'subscription-subscriber.created',
  'subscription-subscriber.updated',
  'subscription-subscriber.deleted',
  'subscription-product.created',
  'subscription-product.updated',
  'subscription-product.deleted',
  'subscription-plan.created',
  'subscription-plan.updated',
  'subscription-plan.deleted',
  'subscription-offering.created',
  'subscription-offering.updated',
  'subscription-offering.deleted',
  'subscription-job.created',
  'subscription-job.updated',
  'subscription-job.deleted',
  'subscription-schedule.created',
  'subscription-schedule.updated',
  'subscription-schedule.deleted',
  'subscription-invoice.created',
  'subscription-invoice.deleted',
] as const;

export type EventKey = (typeof SUBSCRIPTION_EVENT_KEYS)[number];

/** The rest of the platform's observable keys (the Integrations document's table): accepted, never emitted here. */
const PLATFORM_KEYS = [
  'address',
  'account',
  'account-member',
  'account-membership',
  'currency',
  'customer',
  'customAPIEntryType',
  'integration',
  'catalog-release',
  'catalog-rule',
  'user-authentication-info',
].flatMap((resource) => ['created', 'updated', 'deleted'].map((action) => `${resource}.${action}`));

const OTHER_KEYS = [
  'cart.updated',
  'cart.deleted',
  'file.created',
  'file.deleted',
  'one-time-password-token-request.created',
  'order.created',
  'order.updated',
  'order.paid',
  'order.authorized',
  'order.fulfilled',
  'order.cancelled',
  'order.refunded',
  'payment-gateway.updated',
  'settings.created',
  'settings.updated',
  'stock-transaction.created',
  'transaction.created',
  'transaction.updated',
];

/** Every key an integration may observe. */
export const OBSERVABLE_KEYS: ReadonlySet<string> = new Set([
  ...SUBSCRIPTION_EVENT_KEYS,
  ...PLATFORM_KEYS,
  ...OTHER_KEYS,
]);

export const isEventKey = (key: string): key is EventKey =>
  (SUBSCRIPTION_EVENT_KEYS as readonly string[]).includes(key);
