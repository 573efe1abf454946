// The Node entry: everything the browser entry has, plus listen().
import { createNodeEmulator, type Emulator, type EmulatorOptions } from './node/emulator.js';

export type { DunningAction } from './billing/life.js';
export type { Clock, ClockTarget } from './emulator.js';
export type { Emulator, EmulatorOptions } from './node/emulator.js';
export type { RequestLogEntry } from './node/http-adapter.js';
export type { ListenOptions, RunningServer } from './node/server.js';

/**
 * Creates an emulator: MSW handlers for in-process tests, and `listen()` for a real HTTP server.
 * @example
 * const emulator = createEmulator({ seed: 42 })
 * const server = setupServer(...emulator.handlers)
 */
export function createEmulator(options: EmulatorOptions = {}): Emulator {
  return createNodeEmulator(options).emulator;
}

export { openApiDocument } from './openapi.js';
// Scenarios
export type {
  PartialRecord,
  Scenario,
  ScenarioBehaviour,
  ScenarioDefinition,
  ScenarioRecords,
} from './scenarios/define.js';
export { DEFAULT_WORLD, defineScenario } from './scenarios/define.js';
export type { UserScenario } from './scenarios/registry.js';
// Schemas and the types inferred from them
export type {
  ApiErrorObject,
  ApplicationKey,
  ApplicationKeyList,
  ApplicationKeyResponse,
  CreateApplicationKeyRequest,
  CreatedApplicationKey,
  DisplayPrice,
  ErrorBody,
  Included,
  Invoice,
  InvoiceList,
  InvoicePayment,
  InvoicePaymentList,
  Offering,
  Owner,
  PaymentAuthority,
  Plan,
  Price,
  PriceFormatting,
  PriceMap,
  Product,
  Relationships,
  Subscription,
  SubscriptionList,
  SubscriptionResponse,
  SubscriptionState,
  SubscriptionStateList,
  SubscriptionStateRequest,
  TokenResponse,
  UpdateApplicationKeyRequest,
} from './schemas/index.js';
export {
  apiErrorSchema,
  applicationKeyListSchema,
  applicationKeyResponseSchema,
  applicationKeySchema,
  createApplicationKeyRequestSchema,
  createdApplicationKeySchema,
  currencyCodeSchema,
  displayPriceSchema,
  errorBodySchema,
  includedSchema,
  invoiceListSchema,
  invoicePaymentListSchema,
  invoicePaymentResponseSchema,
  invoicePaymentSchema,
  invoiceResponseSchema,
  invoiceSchema,
  offeringSchema,
  paymentAuthoritySchema,
  planSchema,
  priceFormattingSchema,
  priceMapSchema,
  priceSchema,
  productSchema,
  relationshipsSchema,
  subscriptionListSchema,
  subscriptionResponseSchema,
  subscriptionSchema,
  subscriptionStateListSchema,
  subscriptionStateRequestSchema,
  subscriptionStateSchema,
  timestampSchema,
  tokenResponseSchema,
  updateApplicationKeyRequestSchema,
} from './schemas/index.js';
export { STORE_CREDENTIALS, WELL_KNOWN_IDS } from './store/ids.js';
export type { WorldRecipe } from './store/world.js';
