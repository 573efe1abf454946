/** What an adapter hands the route table: the request reduced to what the endpoints read. */
export interface ApiRequest {
  method: string;
  /** The path as sent, still percent-encoded, without the query. */
  path: string;
  /** The raw query string without `?` (may be empty). */
  query: string;
  /** Header lookup by lower-case name. */
  header(name: string): string | null;
  /** Every header, lower-case names, for the request journal (read only when it records). */
  headers?(): Record<string, string>;
  /** Node's raw [name, value, ...] list when the adapter has one: the journal keeps it instead of the request. */
  readonly rawHeaders?: readonly string[];
  /** `scheme://host[:port]` the client used; links are built on it. */
  origin: string;
  /** The request body as text, for the token endpoint (adapters read it with a size limit). */
  body?: string;
  /** Set by the adapter when the body went past `MAX_BODY_BYTES` and was not read: the pipeline answers 413. */
  bodyTooLarge?: boolean;
}

/** What the route table hands back: the adapter writes it as is. */
export interface ApiResponse {
  status: number;
  headers: Record<string, string>;
  /** Serialized JSON; empty for 204. */
  body: string;
}

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';
