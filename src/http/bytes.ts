/**
 * Bodies of at least this many characters are kept encoded: a cached answer (the same string every time) is then
 * sent without being encoded again. Small ones cost less to encode than to look up.
 */
const ENCODE_FROM = 2048;
const encoder = new TextEncoder();

/**
 * Response bodies ready to send: a large one as UTF-8 bytes, encoded once per distinct string (a string the renderer
 * hands out again is found by identity, its hash kept by the engine), a small one as it is. Within a budget of bytes,
 * past which it starts over; one per emulator, shared by its adapters.
 */
export class BodyBytes {
  readonly #encoded = new Map<string, Uint8Array>();
  #used = 0;

  constructor(private readonly budget = 32_000_000) {}

  of(body: string): Uint8Array | string {
    if (body.length < ENCODE_FROM) return body;
    let bytes = this.#encoded.get(body);
    if (bytes === undefined) {
      bytes = encoder.encode(body);
      if (this.#used + bytes.length > this.budget) {
        this.#encoded.clear();
        this.#used = 0;
      }
      this.#encoded.set(body, bytes);
      this.#used += bytes.length;
    }
    return bytes;
  }
}
