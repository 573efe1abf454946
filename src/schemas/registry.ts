import { z } from 'zod';

/**
 * The schemas the OpenAPI document names (`#/components/schemas/<id>`): answers and resources, read as output, and
 * request bodies, read as input. Private registries, never zod's global one, which the consumer's own code may use.
 */
export const ANSWERS = z.registry<{ id: string }>();
export const REQUESTS = z.registry<{ id: string }>();

/** Names an answer's or resource's schema in the OpenAPI document. */
export function named<T extends z.ZodType>(id: string, schema: T): T {
  ANSWERS.add(schema, { id });
  return schema;
}

/** Names a request body's schema in the OpenAPI document. */
export function namedRequest<T extends z.ZodType>(id: string, schema: T): T {
  REQUESTS.add(schema, { id });
  return schema;
}
