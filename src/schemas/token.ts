import { z } from 'zod';

/**
 * Body of `POST /oauth/access_token`: flat, as real client SDKs expect it.
 * @example
 * const body = tokenResponseSchema.parse(await response.json())
 */
export const tokenResponseSchema = z.strictObject({
  access_token: z.string().min(1),
  token_type: z.literal('Bearer'),
  expires: z.int(),
  expires_in: z.literal(3600),
  identifier: z.enum(['implicit', 'client_credentials']),
});

export type TokenResponse = z.infer<typeof tokenResponseSchema>;
