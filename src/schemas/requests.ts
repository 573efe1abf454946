import { z } from 'zod';

const keyName = z.string().min(1).max(255);
const share = z.int().min(0);

/**
 * Body of `POST /v2/application-keys`: `type` and `name` required, `reserved_rate_limit` an integer >= 0 (default 0).
 * @example
 * const body = { data: { type: 'application_key', name: 'Storefront', reserved_rate_limit: 10 } }
 */
export const createApplicationKeyRequestSchema = z.object({
  data: z.object({ type: z.literal('application_key'), name: keyName, reserved_rate_limit: share.optional() }),
});

/**
 * Body of `PUT /v2/application-keys/:id`: `type` required, `name` and `reserved_rate_limit` optional.
 * @example
 * const body = { data: { type: 'application_key', name: 'Storefront (rotated)' } }
 */
export const updateApplicationKeyRequestSchema = z.object({
  data: z.object({
    type: z.literal('application_key'),
    name: keyName.optional(),
    reserved_rate_limit: share.optional(),
  }),
});

/**
 * Body of `POST /v2/subscriptions/subscriptions/:id/states`.
 * @example
 * const body = { data: { type: 'subscription_state', attributes: { action: 'pause' } } }
 */
export const subscriptionStateRequestSchema = z.object({
  data: z.object({
    type: z.literal('subscription_state'),
    attributes: z.object({ action: z.enum(['pause', 'resume', 'cancel']) }),
  }),
});

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
