// The library

export type { Emulator, EmulatorOptions, ListenOptions, RunningServer } from './emulator.js';
export { createEmulator } from './emulator.js';
export { openApiDocument } from './openapi.js';
export type { Scenario, ScenarioBehaviour } from './scenarios/define.js';
// Scenarios
export { DEFAULT_WORLD, defineScenario } from './scenarios/define.js';
export type {
  ApiErrorObject,
  ApplicationKey,
  ApplicationKeyList,
  ApplicationKeyResponse,
  DisplayPrice,
  ErrorBody,
  Included,
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
  SubscriptionResponse,
  SubscriptionState,
  TokenResponse,
} from './schemas/index.js';
// Schemas and the types inferred from them
export {
  apiErrorSchema,
  applicationKeyListSchema,
  applicationKeyResponseSchema,
  applicationKeySchema,
  currencyCodeSchema,
  displayPriceSchema,
  errorBodySchema,
  includedSchema,
  offeringSchema,
  paymentAuthoritySchema,
  planSchema,
  priceFormattingSchema,
  priceMapSchema,
  priceSchema,
  productSchema,
  relationshipsSchema,
  subscriptionResponseSchema,
  subscriptionSchema,
  subscriptionStateSchema,
  timestampSchema,
  tokenResponseSchema,
} from './schemas/index.js';
export { WELL_KNOWN_IDS } from './store/ids.js';
export type { WorldRecipe } from './store/world.js';
