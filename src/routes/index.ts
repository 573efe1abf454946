import { accountTokenRoutes } from './account-tokens.js';
import { applicationKeyRoutes } from './application-keys.js';
import { API_VERSIONS, type ApiVersion, type Route } from './contract.js';
import { dunningRuleRoutes } from './dunning-rules.js';
import { featureRoutes } from './features.js';
import { importRoutes } from './imports.js';
import { integrationRoutes } from './integrations.js';
import { invoiceRoutes } from './invoices.js';
import { jobRoutes } from './jobs.js';
import { offeringPlanRoutes } from './offering-plans.js';
import { offeringRoutes } from './offerings.js';
import { pricingOptionRoutes } from './pricing-options.js';
import { prorationPolicyRoutes } from './proration-policies.js';
import { scheduleRoutes } from './schedules.js';
import { stateRoutes } from './states.js';
import { storeCatalogueRoutes } from './store-catalogue.js';
import { subscriberRoutes } from './subscribers.js';
import { subscriptionChildRoutes } from './subscription-children.js';
import { subscriptionRoutes } from './subscriptions.js';
import { RouteTable } from './table.js';
import { tokenRoutes } from './tokens.js';

/** Every endpoint of the emulated API in either version, written once, one file per resource. */
const EVERY_ROUTE: readonly Route[] = [
  ...applicationKeyRoutes,
  ...offeringRoutes,
  ...offeringPlanRoutes,
  ...pricingOptionRoutes,
  ...featureRoutes,
  ...storeCatalogueRoutes,
  ...subscriptionRoutes,
  ...stateRoutes,
  ...subscriptionChildRoutes,
  ...invoiceRoutes,
  ...importRoutes,
  ...tokenRoutes,
  ...accountTokenRoutes,
  ...subscriberRoutes,
  ...dunningRuleRoutes,
  ...prorationPolicyRoutes,
  ...jobRoutes,
  ...scheduleRoutes,
  ...integrationRoutes,
];

/** The route table of each API version: the endpoints that version has. Adapters serve one of these. */
export const TABLES: Readonly<Record<ApiVersion, RouteTable>> = Object.fromEntries(
  API_VERSIONS.map((version) => [
    version,
    new RouteTable(EVERY_ROUTE.filter((route) => route.versions === undefined || route.versions.includes(version))),
  ]),
) as Record<ApiVersion, RouteTable>;
