import { z } from 'zod';
import { named } from './registry.js';

/**
 * One error: `status` is the HTTP code as a string, `title` its reason phrase, `detail` what to fix.
 * @example
 * const valid = apiErrorSchema.safeParse(value).success
 */
export const apiErrorSchema = named(
  'Error',
  z.strictObject({
    status: z.string().regex(/^[1-5]\d\d$/),
    title: z.string().min(1),
    detail: z.string().min(1),
  }),
);

/**
 * Body of every error response.
 * @example
 * const body = errorBodySchema.parse(await response.json())
 */
export const errorBodySchema = named('ErrorBody', z.strictObject({ errors: z.array(apiErrorSchema).min(1) }));

export type ApiErrorObject = z.infer<typeof apiErrorSchema>;
export type ErrorBody = z.infer<typeof errorBodySchema>;
