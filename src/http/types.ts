/** What an adapter hands the pipeline: the request reduced to what the endpoints read. */
export interface ApiRequest {
  method: string;
  /** The path as sent, still percent-encoded, without the query. */
  path: string;
  /** The raw query string without `?` (may be empty). */
  query: string;
  /** Header lookup by lower-case name. */
  header(name: string): string | null;
  /** Every header, lower-case names, for the request journal (read only when it is read). */
  headers?(): Record<string, string>;
  /** Node's raw [name, value, ...] list when the adapter has one: the journal keeps it instead of the request. */
  readonly rawHeaders?: readonly string[];
  /** `scheme://host[:port]` the client used; links are built on it. */
  origin: string;
  /**
   * Reads the body as text, at most `limit` bytes: its text, or `null` when it is larger (then the adapter reads no
   * further). Called once, and only by routes that take a body; absent when there is none.
   */
  readBody?(limit: number): Promise<string | null>;
  /** The body as read, set by the pipeline (the journal keeps it: of a large upload, its start). */
  body?: string;
  /** The whole body as read, set by the pipeline (a session's history keeps it, to replay). */
  text?: string;
}

/** What the pipeline hands back: the adapter writes it as is. */
export interface ApiResponse {
  status: number;
  headers: Record<string, string>;
  /** Serialized JSON; empty for 204. */
  body: string;
}

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';
