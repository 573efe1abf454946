import { z } from 'zod';
import { named } from './registry.js';

/**
 * Body of `POST /oauth/access_token`: flat, as real client SDKs expect it.
 * @example
 * const body = tokenResponseSchema.parse(await response.json())
 */
export const tokenResponseSchema = named(
  'TokenResponse',
  z.strictObject({
    access_token: z.string().min(1),
    token_type: z.literal('Bearer'),
    expires: z.int(),
    expires_in: z.literal(3600),
    identifier: z.enum(['implicit', 'client_credentials']),
  }),
);

export type TokenResponse = z.infer<typeof tokenResponseSchema>;
