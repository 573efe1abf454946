// The browser entry: no `node:` module anywhere in its graph, for setupWorker, Storybook, vitest browser mode and
// Playwright component tests. The same emulator as the Node entry, without listen().
import { HttpResponse, http } from 'msw';
import { type CoreEmulator, createCore, type EmulatorOptions } from './emulator.js';

export type { DunningAction } from './billing/life.js';
export type { Clock, ClockTarget, EmulatorOptions } from './emulator.js';

export interface Emulator extends CoreEmulator {}

/**
 * Creates an emulator whose handlers answer the API in the browser.
 * @example
 * const emulator = createEmulator({ seed: 42 })
 * await setupWorker(...emulator.handlers).start()
 */
export function createEmulator(options: EmulatorOptions = {}): Emulator {
  return createCore(options, () => ({ http, HttpResponse })).emulator;
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
