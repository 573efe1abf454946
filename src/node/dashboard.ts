import { SCENARIO_HEADER, SESSION_HEADER } from '../app.js';
import type { EmulatorControl } from '../emulator.js';
import { iso } from '../factories/index.js';
import { type AdminRoute, requestTarget } from './admin-http.js';
import { DASHBOARD_CSP, DASHBOARD_HTML } from './dashboard-page.generated.js';

/** How many subscriptions the summary lists, at most (the count covers them all). */
export const SUMMARY_SUBSCRIPTIONS = 100;

/** A subscription as the dashboard's world summary shows it. */
export interface SubscriptionSummary {
  id: string;
  /** The subscriber's name. */
  name: string;
  account_id: string;
  offering: string;
  /** The active plan's name, or null when the plan is not among the offering's. */
  plan: string | null;
  currency: string;
  status: 'active' | 'inactive';
  paused: boolean;
  canceled: boolean;
  closed: boolean;
  suspended: boolean;
  pending: boolean;
  invoice_after: string;
}

/** An offering as the dashboard's world summary shows it, counted in the words of the API version served. */
export interface OfferingSummary {
  id: string;
  name: string;
  /** 2024 products, or 2026 plans. */
  products: number;
  /** 2024 plans, or 2026 pricing options. */
  plans: number;
  /** 2026 features (0 under 2024, which has none). */
  features: number;
}

/** `GET /__emulator/summary`: what a (scenario, session) holds, read without a token. */
export interface WorldSummary {
  /** The API version the emulator answers as. */
  api_version: '2024' | '2026';
  scenario: string;
  session: string;
  /** The session's clock (ISO 8601). */
  clock: string;
  /** Writes the session holds in this scenario (0: it reads the scenario's world). */
  writes: number;
  /** The error status every API request answers in this scenario, or null. */
  status: number | null;
  keys: { total: number; totalReservedRateLimit: number };
  /** The first subscriptions of the list (at most 100), in the API's order, and how many there are. */
  subscriptions: { total: number; data: SubscriptionSummary[] };
  /** The first offerings (at most 100) and how many there are. */
  offerings: { total: number; data: OfferingSummary[] };
}

/** The summary of (scenario, session) as it reads now, from its records. */
export function worldSummary(control: EmulatorControl, scenarioName: string, session: string): WorldSummary {
  const scenario = control.scenarios.get(scenarioName);
  if (scenario === undefined) throw new RangeError(`unknown scenario ${scenarioName}`);
  const view = control.store.view(scenario, session);
  const { subscriptions } = view;
  const data: SubscriptionSummary[] = [];
  for (let index = 0; index < Math.min(subscriptions.count, SUMMARY_SUBSCRIPTIONS); index++) {
    const { bundle } = subscriptions.at(index);
    const { id, attributes, meta } = bundle.subscription;
    data.push({
      id: id ?? '',
      name: attributes.name,
      account_id: attributes.account_id,
      offering: attributes.offering.attributes.name,
      plan: bundle.plans.find((plan) => plan.id === attributes.plan_id)?.attributes.name ?? null,
      currency: attributes.currency,
      status: meta.status,
      paused: meta.paused,
      canceled: meta.canceled,
      closed: meta.closed,
      suspended: meta.suspended,
      pending: meta.pending,
      invoice_after: meta.invoice_after,
    });
  }
  const offerings: OfferingSummary[] = [];
  for (let index = 0; index < Math.min(view.offerings.count, SUMMARY_SUBSCRIPTIONS); index++) {
    const { offering, products, plans, extras } = view.offerings.at(index);
    offerings.push({
      id: offering.id as string,
      name: offering.attributes.name,
      products: products.length,
      plans: plans.length,
      features: control.version === '2024' ? 0 : extras.features.length,
    });
  }
  return {
    api_version: control.version,
    scenario: scenarioName,
    session,
    clock: iso(view.clock),
    writes: control.store.writes(scenarioName, session),
    status: scenario.behaviour?.status ?? null,
    keys: { total: view.keys.count, totalReservedRateLimit: view.totalReservedRateLimit },
    subscriptions: { total: subscriptions.count, data },
    offerings: { total: view.offerings.count, data: offerings },
  };
}

/**
 * The dashboard under the admin API: `GET /__emulator/` (the page, one document with its CSS and JS inline; the
 * address without the slash redirects to it) and `GET /__emulator/summary?scenario=&session=` (the world summary it
 * shows, so that the page needs no API token). Everything else the page reads is the admin API's.
 */
export function mountDashboard(route: AdminRoute, control: EmulatorControl): void {
  route('getDashboard', (req, res) => {
    const [path = '', query] = req.originalUrl.split(/\?(.*)/s);
    if (!path.endsWith('/')) {
      res.redirect(308, `${path}/${query === undefined ? '' : `?${query}`}`);
      return;
    }
    res.setHeader('Content-Security-Policy', DASHBOARD_CSP);
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'no-referrer');
    res.type('text/html; charset=utf-8').send(DASHBOARD_HTML);
  });
  route('getSummary', (req, res) => {
    const at = requestTarget(req, res, control);
    if (at === undefined) return;
    res.setHeader(SCENARIO_HEADER, at.scenario);
    res.setHeader(SESSION_HEADER, at.session);
    res.setHeader('Cache-Control', 'no-store');
    res.json(worldSummary(control, at.scenario, at.session));
  });
}
