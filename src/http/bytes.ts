/**
 * Bodies of at least this many characters are kept encoded: a cached answer (the same string every time) is then
 * sent without being encoded again. Small ones cost less to encode than to look up.
 */
const ENCODE_FROM = 2048;
/** The budget of encoded bytes kept; past it the cache starts over. */
const BUDGET = 32_000_000;
const encoder = new TextEncoder();
const encoded = new Map<string, Uint8Array>();
let used = 0;

/**
 * A response body ready to send: a large one as UTF-8 bytes, encoded once per distinct string (a string the caches
 * hand out again is found by identity, its hash kept by the engine), a small one as it is.
 */
export function bodyBytes(body: string): Uint8Array | string {
  if (body.length < ENCODE_FROM) return body;
  let bytes = encoded.get(body);
  if (bytes === undefined) {
    bytes = encoder.encode(body);
    if (used + bytes.length > BUDGET) {
      encoded.clear();
      used = 0;
    }
    encoded.set(body, bytes);
    used += bytes.length;
  }
  return bytes;
}
