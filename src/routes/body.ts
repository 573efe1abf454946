import type { z } from 'zod';
import { apiError } from '../http/errors.js';
import { strictly } from '../schemas/requests.js';
import { jsonPath } from '../validate/problems.js';
import type { RouteContext } from './context.js';

const JSON_TYPE = 'application/json';

/**
 * A write's JSON body, validated: another content type is a 415; a body that is not JSON, or that the schema refuses,
 * is a 400 whose detail lists every problem with its path. Unknown fields are ignored, or refused with
 * `--strict-params`.
 */
export function readJson<T extends z.ZodType>(
  { request, strictParams }: RouteContext,
  schema: T,
  example: string,
): z.infer<T> {
  const type = request.header('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (type !== JSON_TYPE && !type?.endsWith('+json')) {
    const got = type === undefined || type === '' ? 'no content type' : `content type "${type.slice(0, 60)}"`;
    throw apiError(415, `${got} is not supported: send ${JSON_TYPE}`);
  }
  const text = request.body ?? '';
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    const what = text.trim() === '' ? 'empty' : `not valid JSON (${(error as Error).message.slice(0, 100)})`;
    throw apiError(400, `the request body is ${what}: send ${example}`);
  }
  const result = (strictParams ? strictly(schema) : schema).safeParse(parsed);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${jsonPath(issue.path, '').slice(1) || 'body'}: ${issue.message}`,
    );
    throw apiError(400, `the request body is not valid: ${problems.join('; ')}`);
  }
  return result.data as z.infer<T>;
}
