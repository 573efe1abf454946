import { z } from 'zod';
import { namedRequest } from './registry.js';

const keyName = z.string().min(1).max(255);
const share = z.int().min(0);

/**
 * Body of `POST /v2/application-keys`: `type` and `name` required, `reserved_rate_limit` an integer >= 0 (default 0).
 * @example
 * const body = { data: { type: 'application_key', name: 'Storefront', reserved_rate_limit: 10 } }
 */
export const createApplicationKeyRequestSchema = namedRequest(
  'CreateApplicationKeyRequest',
  z.object({
    data: z.object({ type: z.literal('application_key'), name: keyName, reserved_rate_limit: share.optional() }),
  }),
);

/**
 * Body of `PUT /v2/application-keys/:id`: `type` required, `name` and `reserved_rate_limit` optional.
 * @example
 * const body = { data: { type: 'application_key', name: 'Storefront (rotated)' } }
 */
export const updateApplicationKeyRequestSchema = namedRequest(
  'UpdateApplicationKeyRequest',
  z.object({
    data: z.object({
      type: z.literal('application_key'),
      name: keyName.optional(),
      reserved_rate_limit: share.optional(),
    }),
  }),
);

/**
 * Body of `POST /v2/subscriptions/subscriptions/:id/states`.
 * @example
 * const body = { data: { type: 'subscription_state', attributes: { action: 'pause' } } }
 */
export const subscriptionStateRequestSchema = namedRequest(
  'SubscriptionStateRequest',
  z.object({
    data: z.object({
      type: z.literal('subscription_state'),
      attributes: z.object({ action: z.enum(['pause', 'resume', 'cancel']) }),
    }),
  }),
);

const given = (what: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === '' ? `is required: ${what}` : `must be ${what}`;

/**
 * Body of `POST /oauth/access_token`, form-encoded (what SDKs send) or JSON (what people try with curl):
 * `client_secret` is required for `client_credentials`. The emulator also takes `scenario` and `session`: the world
 * the token's requests are in when they name none. The emulator also takes `scenario` and `session`: the world
 * the token's requests are in when they name none.
 * @example
 * const body = new URLSearchParams({ grant_type: 'client_credentials', client_id: 'id', client_secret: 'secret' })
 */
export const accessTokenRequestSchema = namedRequest(
  'AccessTokenRequest',
  z.object(
    {
      grant_type: z.enum(['implicit', 'client_credentials'], { error: given('implicit or client_credentials') }),
      client_id: z.string({ error: given('a string') }).min(1, "is required: the application key's client_id"),
      client_secret: z.string({ error: given('a string') }).optional(),
      /** Emulator only: the scenario the token's requests are in when they name none. */
      scenario: z.string().optional(),
      /** Emulator only: the session the token's requests are in when they name none. */
      session: z
        .string()
        .regex(/^[A-Za-z0-9._-]{1,64}$/, 'must be 1 to 64 of A-Z, a-z, 0-9, ".", "_" and "-"')
        .optional(),
    },
    { error: 'must be a JSON object of grant_type, client_id and client_secret' },
  ),
);

/** The same schema refusing unknown fields at every depth, for `--strict-params`. */
export function strictly<T extends z.ZodType>(schema: T): z.ZodType {
  const walk = (node: z.ZodType): z.ZodType => {
    if (node instanceof z.ZodObject) {
      const shape = Object.fromEntries(
        Object.entries(node.shape).map(([key, value]) => [key, walk(value as z.ZodType)]),
      );
      return z.strictObject(shape);
    }
    if (node instanceof z.ZodOptional) return walk(node.unwrap() as z.ZodType).optional();
    return node;
  };
  return walk(schema);
}

export type CreateApplicationKeyRequest = z.infer<typeof createApplicationKeyRequestSchema>;
export type UpdateApplicationKeyRequest = z.infer<typeof updateApplicationKeyRequestSchema>;
export type SubscriptionStateRequest = z.infer<typeof subscriptionStateRequestSchema>;
export type AccessTokenRequest = z.infer<typeof accessTokenRequestSchema>;
