import { textBytes } from '../render/cache.js';

/**
 * Bodies of at least this many characters are kept encoded: a cached answer (the same string every time) is then
 * sent without being encoded again. Small ones cost less to encode than to look up.
 */
const ENCODE_FROM = 2048;
const encoder = new TextEncoder();

/**
 * Response bodies ready to send: a large one sent again as UTF-8 bytes, encoded once per distinct string (a string
 * the renderer hands out again is found by identity, its hash kept by the engine), a small one as it is. A body is
 * encoded and kept only once it is sent a second time: most bodies of a session (a page read once after a write) are
 * never sent again, and keeping them encoded cost their size twice over for nothing. Within a budget of bytes (an
 * entry weighs its bytes and the text it is found by, which it keeps alive), past which it starts over; one per
 * emulator, shared by its adapters. Sized by what it saves: a hit saves encoding the body again (about a
 * microsecond a kilobyte), and the bodies sent again and again in a run are few.
 */
export class BodyBytes {
  readonly #encoded = new Map<string, Uint8Array>();
  /** Large bodies sent once so far, within a quarter of the budget. */
  readonly #once = new Map<string, number>();
  #onceBytes = 0;
  #used = 0;

  constructor(private readonly budget = 16_000_000) {}

  of(body: string): Uint8Array | string {
    if (body.length < ENCODE_FROM) return body;
    let bytes = this.#encoded.get(body);
    if (bytes !== undefined) return bytes;
    const held = this.#once.get(body);
    if (held === undefined) {
      const weight = textBytes(body);
      if (this.#onceBytes + weight > this.budget / 4) {
        this.#once.clear();
        this.#onceBytes = 0;
      }
      this.#once.set(body, weight);
      this.#onceBytes += weight;
      return body;
    }
    this.#once.delete(body);
    this.#onceBytes -= held;
    bytes = encoder.encode(body);
    const weight = bytes.length + held;
    if (this.#used + weight > this.budget) {
      this.#encoded.clear();
      this.#used = 0;
    }
    this.#encoded.set(body, bytes);
    this.#used += weight;
    return bytes;
  }
}
