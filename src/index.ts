// The Node entry: everything the browser entry has, plus listen().
import { type CoreEmulator, type EmulatorOptions as CoreOptions, createCore } from './emulator.js';
import { loadMsw } from './node/msw.js';
import { type ListenOptions, listen, type RunningServer, type ServerOptions } from './node/server.js';

export type { DunningAction } from './billing/life.js';
export type { Clock, ClockTarget } from './emulator.js';
export type { RequestLogEntry } from './node/http-adapter.js';
export type { ListenOptions, RunningServer } from './node/server.js';

export interface EmulatorOptions extends CoreOptions, ServerOptions {}

export interface Emulator extends CoreEmulator {
  /** Starts an HTTP server on a free port (or `port`); resolves to its `url` and `close()`. */
  listen(options?: ListenOptions): Promise<RunningServer>;
}

/**
 * Creates an emulator: MSW handlers for in-process tests, and `listen()` for a real HTTP server.
 * @example
 * const emulator = createEmulator({ seed: 42 })
 * const server = setupServer(...emulator.handlers)
 */
export function createEmulator(options: EmulatorOptions = {}): Emulator {
  const { emulator, control } = createCore(options, loadMsw);
  const node = emulator as Emulator;
  node.listen = (at) => listen(emulator.handle, control, options, at);
  return node;
}

export { openApiDocument } from './openapi.js';
// Scenarios
export type { Scenario, ScenarioBehaviour } from './scenarios/define.js';
export { DEFAULT_WORLD, defineScenario } from './scenarios/define.js';
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
