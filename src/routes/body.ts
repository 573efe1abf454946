import type { z } from 'zod';
import { apiError, errors } from '../http/errors.js';
import { parseQuery } from '../http/query.js';
import type { ApiRequest } from '../http/types.js';
import { strictly } from '../schemas/requests.js';
import { jsonPath } from '../validate/problems.js';
import { type BodySpec, type BodyType, bodyLimit, type Route } from './contract.js';

const MEDIA: Record<BodyType, string> = { json: 'application/json', form: 'application/x-www-form-urlencoded' };

/** Which of the route's body types a content type is (a missing one is a form where a form comes first). */
function bodyType(contentType: string | undefined, types: readonly BodyType[]): BodyType | undefined {
  if (contentType === undefined && types[0] === 'form') return 'form';
  if (types.includes('json') && (contentType === MEDIA.json || contentType?.endsWith('+json'))) return 'json';
  if (types.includes('form') && contentType === MEDIA.form) return 'form';
  return undefined;
}

/** A form's fields; a field given twice is a 400. */
function formFields(text: string): Record<string, string> {
  const query = parseQuery(text);
  const fields: Record<string, string> = Object.create(null);
  for (const { key, value } of query.pairs) {
    if (query.repeated(key)) throw errors.repeatedParameter(key);
    fields[key] = value;
  }
  return { ...fields };
}

/**
 * The route's body, read and validated: another content type is a 415; past the route's limit a 413; a body that is
 * not JSON, or that the schema refuses, a 400 whose detail lists every problem with its path. Unknown fields are
 * ignored, or refused with `--strict-params`. The text read is kept on the request for the journal.
 */
export async function readBody(request: ApiRequest, route: Route, strict: boolean): Promise<unknown> {
  const spec = route.body as BodySpec<unknown>;
  const types = spec.types ?? ['json'];
  const contentType = request.header('content-type')?.split(';')[0]?.trim().toLowerCase() || undefined;
  const type = bodyType(contentType, types);
  if (type === undefined) throw errors.unsupportedContentType(contentType, MEDIA[types[0] as BodyType]);
  let text: string | null;
  try {
    text = request.readBody === undefined ? (request.body ?? '') : await request.readBody(bodyLimit(route));
  } catch (error) {
    throw apiError(400, `the request body could not be read: ${(error as Error)?.message ?? String(error)}`);
  }
  if (text === null) throw errors.bodyTooLarge(bodyLimit(route));
  request.body = text;
  let parsed: unknown;
  if (type === 'form') parsed = formFields(text);
  else {
    try {
      parsed = JSON.parse(text);
    } catch (error) {
      throw errors.notJson(text, (error as Error).message, spec.example);
    }
  }
  const result = (strict ? strictly(spec.schema as z.ZodType) : spec.schema).safeParse(parsed);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${jsonPath(issue.path, '').slice(1) || 'body'}: ${issue.message}`,
    );
    throw errors.invalidBody(problems);
  }
  return result.data;
}
