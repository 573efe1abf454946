import { applicationKeyRoutes } from './application-keys.js';
import type { Route } from './context.js';
import { invoiceRoutes } from './invoices.js';
import { stateRoutes } from './states.js';
import { subscriptionRoutes } from './subscriptions.js';
import { tokenRoutes } from './tokens.js';

/** Every endpoint of the emulated API, written once; adapters serve this table. */
export const ROUTES: readonly Route[] = [
  ...applicationKeyRoutes,
  ...subscriptionRoutes,
  ...stateRoutes,
  ...invoiceRoutes,
  ...tokenRoutes,
];

export type { AuthMode, Route, RouteContext } from './context.js';
export { TokenStore } from './tokens.js';
