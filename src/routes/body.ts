import type { z } from 'zod';
import { apiError, errors } from '../http/errors.js';
import { parseQuery } from '../http/query.js';
import type { ApiRequest } from '../http/types.js';
import { strictly } from '../schemas/requests.js';
import { jsonPath } from '../validate/problems.js';
import { type BodySpec, type BodyType, bodyLimit, type Route } from './contract.js';

const MEDIA: Record<BodyType, string> = {
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
  multipart: 'multipart/form-data',
};

/** Which of the route's body types a content type is (a missing one is a form where a form comes first). */
function bodyType(contentType: string | undefined, types: readonly BodyType[]): BodyType | undefined {
  if (contentType === undefined && types[0] === 'form') return 'form';
  if (types.includes('json') && (contentType === MEDIA.json || contentType?.endsWith('+json'))) return 'json';
  if (types.includes('form') && contentType === MEDIA.form) return 'form';
  if (types.includes('multipart') && contentType === MEDIA.multipart) return 'multipart';
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

/** The most parts a multipart body may hold, and the most characters of one part's headers. */
const MAX_PARTS = 100;
const MAX_PART_HEADERS = 8 * 1024;
/** How much of a multipart body (an upload, up to many MB) the request keeps for the journal, which shows 16 KiB. */
const KEPT_FOR_JOURNAL = 16 * 1024;

/** A 400 for a multipart body that cannot be read, saying what is wrong. */
const malformed = (what: string) => apiError(400, `the multipart/form-data body is not valid: ${what}`);

/** The boundary a `multipart/form-data` content type names (quoted or not): 1 to 70 characters (RFC 2046). */
function boundaryOf(contentType: string | null): string {
  const match = /;\s*boundary=(?:"([^"]*)"|([^;\s]*))/i.exec(contentType ?? '');
  const boundary = match?.[1] ?? match?.[2] ?? '';
  if (boundary === '') {
    throw malformed('the Content-Type header names no boundary: send multipart/form-data; boundary=...');
  }
  if (boundary.length > 70)
    throw malformed(`its boundary is ${boundary.length} characters long, at most 70 are allowed`);
  return boundary;
}

/** Where the line that starts at `at` ends (its CR LF or LF), and where the next starts; -1 when it does not end. */
function lineBreak(text: string, at: number): { end: number; next: number } {
  const found = text.indexOf('\n', at);
  if (found === -1) return { end: -1, next: -1 };
  return { end: text[found - 1] === '\r' ? found - 1 : found, next: found + 1 };
}

/** Whether anything but white space comes at or after `at`. */
function somethingFrom(text: string, at: number): boolean {
  const visible = /\S/g;
  visible.lastIndex = at;
  return visible.test(text);
}

/**
 * A header parameter (`name="x"` or `name=x`) of a Content-Disposition value; quotes may hold `\"` and `;`. The
 * parameters are read one after the other, so that a quoted value that holds `; name=` (a file named so) is a value.
 */
function dispositionParam(value: string, name: string): string | undefined {
  const start = value.indexOf(';');
  if (start < 0) return undefined;
  const parameter = /\s*;\s*([^=;\s]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]*))/gy;
  parameter.lastIndex = start;
  for (let match = parameter.exec(value); match !== null; match = parameter.exec(value)) {
    if ((match[1] as string).toLowerCase() !== name.toLowerCase()) continue;
    return match[2] === undefined ? match[3] : match[2].replace(/\\(.)/g, '$1');
  }
  return undefined;
}

/**
 * A `multipart/form-data` body's parts (RFC 7578), each part's text by its name, files and plain fields alike: the
 * part headers (at most 8 KiB each) must give `Content-Disposition: form-data; name="..."`; a name given twice, more
 * than 100 parts, or a body that does not end with its closing boundary is a 400 that says so. Lines may end in CR LF
 * or LF; what comes before the first boundary and after the last is ignored.
 */
export function multipartFields(text: string, boundary: string): Record<string, string> {
  const delimiter = `--${boundary}`;
  let at = text.startsWith(delimiter) ? 0 : text.indexOf(`\n${delimiter}`) + 1;
  if (at === 0 && !text.startsWith(delimiter)) throw malformed(`no part starts with the boundary "${delimiter}"`);
  const fields: Record<string, string> = Object.create(null);
  for (let part = 1; ; part++) {
    at += delimiter.length;
    if (text.startsWith('--', at)) return { ...fields };
    if (part > MAX_PARTS) throw malformed(`it holds more than ${MAX_PARTS} parts`);
    const opening = lineBreak(text, at);
    if (opening.end === -1 || text.slice(at, opening.end).trim() !== '') {
      throw malformed(`the boundary before part ${part} is not followed by a line break`);
    }
    if (!somethingFrom(text, opening.next))
      throw malformed(`it does not end with the closing boundary "${delimiter}--"`);
    // The part's headers, up to the first empty line.
    const headers: Record<string, string> = Object.create(null);
    let line = opening.next;
    for (;;) {
      const { end, next } = lineBreak(text, line);
      if (end === -1 || next - opening.next > MAX_PART_HEADERS) {
        throw malformed(`the headers of part ${part} do not end with an empty line within ${MAX_PART_HEADERS} bytes`);
      }
      if (end === line) break;
      const header = text.slice(line, end);
      const colon = header.indexOf(':');
      if (colon <= 0)
        throw malformed(`part ${part} has a header line that is not "Name: value": "${header.slice(0, 60)}"`);
      headers[header.slice(0, colon).trim().toLowerCase()] = header.slice(colon + 1).trim();
      line = next;
    }
    const start = lineBreak(text, line).next;
    const disposition = headers['content-disposition'] ?? '';
    const name = /^form-data\s*(;|$)/i.test(disposition) ? dispositionParam(disposition, 'name') : undefined;
    if (name === undefined || name === '') {
      throw malformed(`part ${part} has no Content-Disposition: form-data; name="..." header`);
    }
    // The part's content, up to the line break before the next boundary.
    const close = text.indexOf(`\n${delimiter}`, start - 1);
    if (close === -1)
      throw malformed(`part ${part} ("${name.slice(0, 60)}") is not followed by the boundary "${delimiter}"`);
    if (name in fields) throw malformed(`part "${name.slice(0, 60)}" is given twice: give it once`);
    fields[name] = close < start ? '' : text.slice(start, text[close - 1] === '\r' ? close - 1 : close);
    at = close + 1;
  }
}

/**
 * The route's body, read and validated: another content type is a 415; past the route's limit a 413; a body that is
 * not JSON (or not a readable multipart body) a 400; one the schema refuses a 400 (or the route's `invalidStatus`)
 * whose detail lists every problem with its path. Unknown fields are ignored, or refused with `--strict-params`. The
 * text read is kept on the request for the journal (of a multipart body, its first 16 KiB: what the journal shows).
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
  request.text = text;
  request.body = type === 'multipart' && text.length > KEPT_FOR_JOURNAL ? text.slice(0, KEPT_FOR_JOURNAL) : text;
  let parsed: unknown;
  if (type === 'form') parsed = formFields(text);
  else if (type === 'multipart') parsed = multipartFields(text, boundaryOf(request.header('content-type')));
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
    throw errors.invalidBody(problems, spec.invalidStatus);
  }
  return result.data;
}
