import { expect } from 'vitest';
import type { z } from 'zod';
import { type ErrorBody, errorBodySchema } from '../../src/index.js';

/** Shared assertions of the conformance suite: what every response of the emulated API promises. */

export const JSON_TYPE = 'application/json; charset=utf-8';

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  410: 'Gone',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};

/** Status, JSON content type and the scenario header (every response carries it); returns the parsed body. */
export async function expectJson(response: Response, status: number, scenario?: string): Promise<unknown> {
  const text = await response.text();
  expect(response.status, text.slice(0, 300)).toBe(status);
  expect(response.headers.get('content-type')).toBe(JSON_TYPE);
  const shown = response.headers.get('x-emulator-scenario');
  expect(shown).toBeTruthy();
  if (scenario !== undefined) expect(shown).toBe(scenario);
  return JSON.parse(text);
}

/** A 200 (or `status`) whose body the schema accepts (strictly: every schema is a strict object). */
export async function expectOk<T extends z.ZodType>(
  response: Response,
  schema: T,
  scenario?: string,
  status = 200,
): Promise<z.infer<T>> {
  const body = await expectJson(response, status, scenario);
  const parsed = schema.safeParse(body);
  expect(parsed.error?.issues ?? []).toEqual([]);
  return parsed.data as z.infer<T>;
}

/** A 201 whose body the schema accepts. */
export function expectCreated<T extends z.ZodType>(response: Response, schema: T): Promise<z.infer<T>> {
  return expectOk(response, schema, undefined, 201);
}

/**
 * An error in the one envelope: `status` the HTTP code as a string, `title` its reason phrase (or `title`), and a
 * `detail` that contains `detail` when given.
 */
export async function expectError(
  response: Response,
  status: number,
  detail?: string | RegExp,
  options: { title?: string; scenario?: string } = {},
): Promise<ErrorBody> {
  const body = await expectJson(response, status, options.scenario);
  const parsed = errorBodySchema.safeParse(body);
  expect(parsed.error?.issues ?? []).toEqual([]);
  const errors = (parsed.data as ErrorBody).errors;
  expect(errors).toHaveLength(1);
  const [error] = errors as [ErrorBody['errors'][number]];
  expect(error.status).toBe(String(status));
  expect(error.title).toBe(options.title ?? REASONS[status]);
  if (typeof detail === 'string') expect(error.detail).toContain(detail);
  else if (detail !== undefined) expect(error.detail).toMatch(detail);
  return parsed.data as ErrorBody;
}
