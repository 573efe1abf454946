import { z } from 'zod';
import { ROUTES } from './routes/index.js';
import {
  applicationKeyListSchema,
  applicationKeyResponseSchema,
  createApplicationKeyRequestSchema,
  createdApplicationKeySchema,
  errorBodySchema,
  invoiceListSchema,
  invoicePaymentListSchema,
  invoicePaymentResponseSchema,
  invoiceResponseSchema,
  subscriptionListSchema,
  subscriptionResponseSchema,
  subscriptionStateListSchema,
  subscriptionStateRequestSchema,
  tokenResponseSchema,
  updateApplicationKeyRequestSchema,
} from './schemas/index.js';
import { VERSION } from './version.generated.js';

/** The response bodies, generated from the zod schemas. */
const BODIES = {
  ApplicationKeyList: applicationKeyListSchema,
  ApplicationKeyResponse: applicationKeyResponseSchema,
  SubscriptionList: subscriptionListSchema,
  SubscriptionResponse: subscriptionResponseSchema,
  SubscriptionStateList: subscriptionStateListSchema,
  InvoiceList: invoiceListSchema,
  InvoiceResponse: invoiceResponseSchema,
  InvoicePaymentList: invoicePaymentListSchema,
  InvoicePaymentResponse: invoicePaymentResponseSchema,
  CreatedApplicationKey: createdApplicationKeySchema,
  TokenResponse: tokenResponseSchema,
  ErrorBody: errorBodySchema,
} satisfies Record<string, z.ZodType>;

/** The write requests' bodies, generated from the zod schemas as they read input. */
const REQUESTS = {
  CreateApplicationKeyRequest: createApplicationKeyRequestSchema,
  UpdateApplicationKeyRequest: updateApplicationKeyRequestSchema,
  SubscriptionStateRequest: subscriptionStateRequestSchema,
} satisfies Record<string, z.ZodType>;

const jsonRequest = (ref: keyof typeof REQUESTS) => ({
  required: true,
  content: { 'application/json': { schema: { $ref: `#/components/schemas/${ref}` } } },
});
const noContent = (description: string) => ({ '204': { description } });

const json = (ref: keyof typeof BODIES, description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: `#/components/schemas/${ref}` } } },
});
const errors = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((status) => [String(status), { $ref: '#/components/responses/Error' }]));
const query = (name: string, description: string, schema: object) => ({
  name,
  in: 'query',
  required: false,
  description,
  schema,
});

/** What each query parameter a route reads means; every route also takes the emulator's own `scenario`. */
const PARAMETERS: Record<string, object> = {
  'page[offset]': query('page[offset]', 'Where the page starts.', {
    type: 'integer',
    default: 0,
    minimum: 0,
    maximum: 10_000,
  }),
  'page[limit]': query('page[limit]', 'How many per page.', { type: 'integer', default: 25, minimum: 1, maximum: 100 }),
  include: query('include', 'Comma-separated: products, plans.', { type: 'string' }),
  filter: query('filter', 'eq(field,value) on account_id, name, email or external_ref; several joined by ":".', {
    type: 'string',
  }),
  scenario: query('scenario', 'Emulator only: answer from this named scenario (see GET /__emulator/scenarios).', {
    type: 'string',
  }),
  session: query('session', 'Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-).', {
    type: 'string',
    pattern: '^[A-Za-z0-9._-]{1,64}$',
  }),
};

const tokenRequest = {
  required: true,
  content: {
    'application/x-www-form-urlencoded': {
      schema: {
        type: 'object',
        required: ['grant_type', 'client_id'],
        properties: {
          grant_type: { type: 'string', enum: ['implicit', 'client_credentials'] },
          client_id: { type: 'string' },
          client_secret: { type: 'string', description: 'Required for client_credentials.' },
        },
      },
    },
  },
};

/** Summary, request and responses of each operation of the route table. */
const OPERATIONS: Record<string, { summary: string; responses: object; requestBody?: object; security?: [] }> = {
  listApplicationKeys: {
    summary: 'List application keys',
    responses: { '200': json('ApplicationKeyList', 'A page of keys'), ...errors(400, 401, 403, 429, 500) },
  },
  createApplicationKey: {
    summary: 'Create an application key (its client_secret is shown in this answer only)',
    requestBody: jsonRequest('CreateApplicationKeyRequest'),
    responses: {
      '201': json('CreatedApplicationKey', 'The new key'),
      ...errors(400, 401, 403, 409, 413, 415, 429, 500),
    },
  },
  getApplicationKey: {
    summary: 'Get an application key',
    responses: { '200': json('ApplicationKeyResponse', 'The key'), ...errors(401, 403, 404, 429, 500) },
  },
  updateApplicationKey: {
    summary: 'Change the name and/or reserved_rate_limit of an application key',
    requestBody: jsonRequest('UpdateApplicationKeyRequest'),
    responses: {
      '200': json('ApplicationKeyResponse', 'The key'),
      ...errors(400, 401, 403, 404, 409, 413, 415, 429, 500),
    },
  },
  deleteApplicationKey: {
    summary: 'Delete an application key',
    responses: { ...noContent('Deleted'), ...errors(401, 403, 404, 429, 500) },
  },
  listSubscriptionStates: {
    summary: "List a subscription's state changes, oldest first",
    responses: { '200': json('SubscriptionStateList', 'The state changes'), ...errors(400, 401, 404, 429, 500) },
  },
  createSubscriptionState: {
    summary: 'Pause, resume or cancel a subscription',
    requestBody: jsonRequest('SubscriptionStateRequest'),
    responses: { ...noContent('The state changed'), ...errors(400, 401, 404, 409, 413, 415, 429, 500) },
  },
  listSubscriptions: {
    summary: 'List subscriptions',
    responses: { '200': json('SubscriptionList', 'A page of subscriptions'), ...errors(400, 401, 429, 500) },
  },
  getSubscription: {
    summary: 'Get a subscription',
    responses: { '200': json('SubscriptionResponse', 'The subscription'), ...errors(400, 401, 404, 429, 500) },
  },
  listSubscriptionInvoices: {
    summary: "List a subscription's invoices, numbered from 1",
    responses: { '200': json('InvoiceList', 'A page of invoices'), ...errors(400, 401, 404, 429, 500) },
  },
  getSubscriptionInvoice: {
    summary: 'Get an invoice of a subscription',
    responses: { '200': json('InvoiceResponse', 'The invoice'), ...errors(400, 401, 404, 429, 500) },
  },
  listSubscriptionInvoicePayments: {
    summary: "List an invoice's payment attempts, oldest first",
    responses: { '200': json('InvoicePaymentList', 'A page of payments'), ...errors(400, 401, 404, 429, 500) },
  },
  getSubscriptionInvoicePayment: {
    summary: 'Get a payment attempt of an invoice',
    responses: { '200': json('InvoicePaymentResponse', 'The payment'), ...errors(400, 401, 404, 429, 500) },
  },
  createAccessToken: {
    summary: 'Get an access token',
    security: [],
    requestBody: tokenRequest,
    responses: { '200': json('TokenResponse', 'A token'), ...errors(400, 401, 413, 415, 429, 500) },
  },
};

/** The OpenAPI paths, one per route of the route table. */
function paths(): Record<string, Record<string, object>> {
  const out: Record<string, Record<string, object>> = {};
  for (const route of ROUTES) {
    const operation = OPERATIONS[route.operation];
    if (operation === undefined) throw new Error(`openapi: no description of operation ${route.operation}`);
    const inPath = [...route.path.matchAll(/:(\w+)/g)].map(([, name]) => ({
      name,
      in: 'path',
      required: true,
      schema: name === 'subscription_uuid' ? { type: 'string', format: 'uuid' } : { type: 'string' },
    }));
    const parameters = [...inPath, ...[...route.params, 'scenario', 'session'].map((name) => PARAMETERS[name])];
    const path = route.path.replace(/:(\w+)/g, '{$1}');
    out[path] ??= {};
    (out[path] as Record<string, object>)[route.method.toLowerCase()] = {
      operationId:
        route.path.startsWith('/v2') || !route.path.startsWith('/subscriptions')
          ? route.operation
          : `${route.operation}WithoutV2`,
      ...operation,
      parameters,
    };
  }
  return out;
}

/**
 * The emulated API as an OpenAPI 3.0 document, its schemas generated from the zod schemas and its paths from the
 * route table (served by the admin API at `GET /__emulator/openapi.json`), for Postman, code generators and contract
 * tests.
 * @example
 * writeFileSync('openapi.json', JSON.stringify(openApiDocument(), null, 2))
 */
export function openApiDocument(serverUrl = 'http://127.0.0.1:4010') {
  return {
    openapi: '3.0.3',
    info: { title: 'Application keys and subscriptions API (commerce-emulator)', version: VERSION },
    servers: [{ url: serverUrl }],
    security: [{ bearer: [] }],
    paths: paths(),
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      responses: { Error: json('ErrorBody', 'An error, in the one envelope every error uses') },
      schemas: Object.fromEntries([
        ...Object.entries(BODIES).map(([name, schema]) => [
          name,
          z.toJSONSchema(schema, { target: 'openapi-3.0', io: 'output' }),
        ]),
        ...Object.entries(REQUESTS).map(([name, schema]) => [
          name,
          z.toJSONSchema(schema, { target: 'openapi-3.0', io: 'input' }),
        ]),
      ]),
    },
  };
}
