// The public names both entries export (src/index.ts for Node, src/browser.ts for browsers), listed here once, by
// name: nothing else of the package is public. The entries add their own createEmulator and its types.
export type { DunningAction } from './billing/life.js';
export type { Clock, ClockTarget, EmulatorOptions, Requests } from './emulator.js';
export { OptionError } from './emulator.js';
export { openApiDocument } from './openapi.js';
// Scenarios
export { defineScenario } from './scenarios/define.js';
export type { ScenarioBehaviour, ScenarioDefinition, UserScenario } from './scenarios/types.js';
// Schemas and the types inferred from them
export type {
  AccessTokenRequest,
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
  accessTokenRequestSchema,
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
export type { JournalEntry, JournalFilter } from './store/journal.js';
export { ValidationError } from './validate/problems.js';
export { STORE_CREDENTIALS, WELL_KNOWN_IDS } from './world/ids.js';
export type { PartialRecord, ScenarioRecords } from './world/recipe.js';
