import { type ApiResponse, JSON_CONTENT_TYPE } from '../http/types.js';

/** A 200 (or `status`) with an already serialized JSON body. */
export function ok(body: string, status = 200): ApiResponse {
  return { status, headers: { 'Content-Type': JSON_CONTENT_TYPE }, body };
}

/** A 204: no body, no content type. */
export function noContent(): ApiResponse {
  return { status: 204, headers: {}, body: '' };
}
