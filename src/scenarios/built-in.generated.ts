// Written by `npm run generate` (scripts/generate.ts): do not edit by hand.
import type { BuiltInDefinition } from './types.js';
import defaultScenario from '../../scenarios/default.js';
import canceledScenario from '../../scenarios/canceled.js';
import closedScenario from '../../scenarios/closed.js';
import edgeCasesScenario from '../../scenarios/edge-cases.js';
import emptyScenario from '../../scenarios/empty.js';
import manyKeysScenario from '../../scenarios/many-keys.js';
import manySubscriptionsScenario from '../../scenarios/many-subscriptions.js';
import pausedScenario from '../../scenarios/paused.js';
import paymentsFailingScenario from '../../scenarios/payments-failing.js';
import rateLimitedScenario from '../../scenarios/rate-limited.js';
import resumedScenario from '../../scenarios/resumed.js';
import serverErrorScenario from '../../scenarios/server-error.js';
import suspendedScenario from '../../scenarios/suspended.js';

/** The built-in scenarios' definitions, one per file in `scenarios/`: `default` first, the rest by name. */
export const BUILT_IN_DEFINITIONS: readonly BuiltInDefinition[] = [
  defaultScenario,
  canceledScenario,
  closedScenario,
  edgeCasesScenario,
  emptyScenario,
  manyKeysScenario,
  manySubscriptionsScenario,
  pausedScenario,
  paymentsFailingScenario,
  rateLimitedScenario,
  resumedScenario,
  serverErrorScenario,
  suspendedScenario,
];
