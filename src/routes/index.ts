import { applicationKeyRoutes } from './application-keys.js';
import { invoiceRoutes } from './invoices.js';
import { stateRoutes } from './states.js';
import { subscriptionRoutes } from './subscriptions.js';
import { RouteTable } from './table.js';
import { tokenRoutes } from './tokens.js';

/** Every endpoint of the emulated API, written once, one file per resource; adapters serve this table. */
export const ROUTES = new RouteTable([
  ...applicationKeyRoutes,
  ...subscriptionRoutes,
  ...stateRoutes,
  ...invoiceRoutes,
  ...tokenRoutes,
]);
