import { type ApiResponse, JSON_CONTENT_TYPE } from '../http/types.js';

/**
 * The headers of a JSON answer as an endpoint gives it: one object, frozen, which the pipeline replaces by the
 * headers it sends (see `AnswerHeaders` in app.ts), never changes.
 */
export const JSON_HEADERS: Readonly<Record<string, string>> = Object.freeze({ 'Content-Type': JSON_CONTENT_TYPE });

/** A 200 (or `status`) with an already serialized JSON body. */
export function ok(body: string, status = 200): ApiResponse {
  return { status, headers: JSON_HEADERS as Record<string, string>, body };
}

/** A 204: no body, no content type. */
export function noContent(): ApiResponse {
  return { status: 204, headers: {}, body: '' };
}
