import { z } from 'zod';
import {
  applicationKeyListSchema,
  applicationKeyResponseSchema,
  errorBodySchema,
  subscriptionResponseSchema,
  tokenResponseSchema,
} from './schemas/index.js';
import { VERSION } from './version.generated.js';

const schema = (zod: z.ZodType) => z.toJSONSchema(zod, { target: 'openapi-3.0', io: 'output' });
const json = (ref: string, description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: `#/components/schemas/${ref}` } } },
});
const errors = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((status) => [String(status), { $ref: '#/components/responses/Error' }]));
const integer = (name: string, fallback: number, minimum: number, maximum: number) => ({
  name,
  in: 'query',
  required: false,
  schema: { type: 'integer', default: fallback, minimum, maximum },
});
const scenario = {
  name: 'scenario',
  in: 'query',
  required: false,
  description: 'Emulator only: answer from this named scenario (see GET /__emulator/scenarios).',
  schema: { type: 'string' },
};
const subscription = {
  get: {
    summary: 'Get a subscription',
    parameters: [
      { name: 'subscription_uuid', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } },
      {
        name: 'include',
        in: 'query',
        required: false,
        description: 'Comma-separated: products, plans.',
        schema: { type: 'string' },
      },
      scenario,
    ],
    responses: { '200': json('SubscriptionResponse', 'The subscription'), ...errors(400, 401, 404, 429, 500) },
  },
};

/**
 * The emulated API as an OpenAPI 3.0 document, its schemas generated from the zod schemas (served by the admin API at
 * `GET /__emulator/openapi.json`), for Postman, code generators and contract tests.
 * @example
 * writeFileSync('openapi.json', JSON.stringify(openApiDocument(), null, 2))
 */
export function openApiDocument(serverUrl = 'http://127.0.0.1:4010') {
  return {
    openapi: '3.0.3',
    info: { title: 'Application keys and subscriptions API (commerce-emulator)', version: VERSION },
    servers: [{ url: serverUrl }],
    security: [{ bearer: [] }],
    paths: {
      '/v2/application-keys': {
        get: {
          summary: 'List application keys',
          parameters: [integer('page[offset]', 0, 0, 10_000), integer('page[limit]', 25, 1, 100), scenario],
          responses: { '200': json('ApplicationKeyList', 'A page of keys'), ...errors(400, 401, 403, 429, 500) },
        },
      },
      '/v2/application-keys/{id}': {
        get: {
          summary: 'Get an application key',
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }, scenario],
          responses: { '200': json('ApplicationKeyResponse', 'The key'), ...errors(401, 403, 404, 429, 500) },
        },
      },
      '/subscriptions/subscriptions/{subscription_uuid}': subscription,
      '/v2/subscriptions/subscriptions/{subscription_uuid}': subscription,
      '/oauth/access_token': {
        post: {
          summary: 'Get an access token',
          security: [],
          requestBody: {
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
          },
          responses: { '200': json('TokenResponse', 'A token'), ...errors(400, 413, 415, 429, 500) },
        },
      },
    },
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      responses: { Error: json('ErrorBody', 'An error, in the one envelope every error uses') },
      schemas: {
        ApplicationKeyList: schema(applicationKeyListSchema),
        ApplicationKeyResponse: schema(applicationKeyResponseSchema),
        SubscriptionResponse: schema(subscriptionResponseSchema),
        TokenResponse: schema(tokenResponseSchema),
        ErrorBody: schema(errorBodySchema),
      },
    },
  };
}
