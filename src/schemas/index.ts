export type {
  ApplicationKey,
  ApplicationKeyList,
  ApplicationKeyResponse,
  CreatedApplicationKey,
} from './application-key.js';
export {
  applicationKeyListSchema,
  applicationKeyResponseSchema,
  applicationKeySchema,
  createdApplicationKeySchema,
} from './application-key.js';
export type { DisplayPrice, Owner, Price, PriceFormatting, PriceMap, Relationships } from './common.js';
export {
  currencyCodeSchema,
  displayPriceSchema,
  priceFormattingSchema,
  priceMapSchema,
  priceSchema,
  relationshipsSchema,
  timestampSchema,
} from './common.js';
export type { ApiErrorObject, ErrorBody } from './error.js';
export { apiErrorSchema, errorBodySchema } from './error.js';
export type { Invoice, InvoiceList, InvoicePayment, InvoicePaymentList } from './invoice.js';
export {
  invoiceListSchema,
  invoicePaymentListSchema,
  invoicePaymentResponseSchema,
  invoicePaymentSchema,
  invoiceResponseSchema,
  invoiceSchema,
} from './invoice.js';
export type { Offering } from './offering.js';
export { offeringSchema } from './offering.js';
export type { Plan } from './plan.js';
export { planSchema } from './plan.js';
export type { Product } from './product.js';
export { productSchema } from './product.js';
export type {
  AccessTokenRequest,
  CreateApplicationKeyRequest,
  SubscriptionStateRequest,
  UpdateApplicationKeyRequest,
} from './requests.js';
export {
  accessTokenRequestSchema,
  createApplicationKeyRequestSchema,
  subscriptionStateRequestSchema,
  updateApplicationKeyRequestSchema,
} from './requests.js';
export type {
  Included,
  PaymentAuthority,
  Subscription,
  SubscriptionList,
  SubscriptionResponse,
  SubscriptionState,
  SubscriptionStateList,
} from './subscription.js';
export {
  includedSchema,
  paymentAuthoritySchema,
  subscriptionListSchema,
  subscriptionResponseSchema,
  subscriptionSchema,
  subscriptionStateListSchema,
  subscriptionStateSchema,
} from './subscription.js';
export type { TokenResponse } from './token.js';
export { tokenResponseSchema } from './token.js';
