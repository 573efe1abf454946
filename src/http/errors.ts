import type { ApiResponse } from './types.js';
import { JSON_CONTENT_TYPE } from './types.js';

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  409: 'Conflict',
  413: 'Content Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  417: 'Expectation Failed',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** The reason phrase of an HTTP status. */
export function reasonPhrase(status: number): string {
  return REASONS[status] ?? (status >= 500 ? 'Server Error' : 'Error');
}

/**
 * An error answer. Thrown anywhere in the pipeline; the one place that knows the envelope (`toResponse`) turns it into
 * `{"errors":[{"status","title","detail"}]}`. Not an `Error`: it is an answer, not a fault, and capturing a stack
 * trace for every 4xx cost several microseconds per error answer under load.
 */
export class ApiError {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly headers: Record<string, string> = {},
    readonly title: string = reasonPhrase(status),
  ) {}

  toResponse(): ApiResponse {
    return {
      status: this.status,
      headers: { 'Content-Type': JSON_CONTENT_TYPE, ...this.headers },
      body: errorBody(this.status, this.detail, this.title),
    };
  }
}

/**
 * The one error constructor.
 * @example
 * throw apiError(404, 'application key not found')
 */
export function apiError(
  status: number,
  detail: string,
  options: { headers?: Record<string, string>; title?: string } = {},
): ApiError {
  return new ApiError(status, detail, options.headers, options.title);
}

/** The error envelope, serialized. */
export function errorBody(status: number, detail: string, title: string = reasonPhrase(status)): string {
  return JSON.stringify({ errors: [{ status: String(status), title, detail }] });
}
