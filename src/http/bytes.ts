/**
 * Bodies of at least this many characters are sent as UTF-8 bytes, encoded here once a send (and kept once sent a
 * second time): a cached answer (the same string every time) is then sent without being encoded again. Small ones
 * cost less to encode than to look up.
 */
const ENCODE_FROM = 2048;
const encoder = new TextEncoder();

/**
 * Bytes as a Node Buffer where there is one (no copy: a view of the same memory), else as they are. Node's sockets
 * take a Buffer as it is, and make one of any other byte array on every write (a fifth of a microsecond, and loads
 * its inline caches never settle on).
 */
const sendable: (bytes: Uint8Array) => Uint8Array =
  typeof Buffer === 'function'
    ? (bytes) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    : (bytes) => bytes;

/**
 * The bytes the heap holds for `text`, told from its UTF-8 `bytes` without reading it again: as many as its characters
 * when the bytes are as many (ASCII), else counted at two a character (as held when a character is past Latin-1; a
 * Latin-1 text is counted twice what it holds). Scanning a 170 KB page for its width took 0.1 ms, the encoding's
 * half again.
 */
function heldBytes(text: string, bytes: Uint8Array): number {
  return bytes.length === text.length ? text.length : text.length * 2;
}

/**
 * Response bodies ready to send: a large one as UTF-8 bytes, encoded once per distinct string (a string the renderer
 * hands out again is found by identity, its hash kept by the engine), a small one as it is. A body is kept encoded only
 * once it is sent a second time: most bodies of a session (a page read once after a write) are never sent again, and
 * keeping them encoded cost their size twice over for nothing. Within a budget of bytes (an entry weighs its bytes and
 * the text it is found by, which it keeps alive), past which it starts over; one per emulator, shared by its adapters.
 * Sized by what it saves: a hit saves encoding the body again (about a microsecond a kilobyte), and the bodies sent
 * again and again in a run are few. A large body is always given encoded, so that the adapter neither measures it
 * (`Buffer.byteLength`, a pass over it) nor encodes it again to write it.
 */
export class BodyBytes {
  readonly #encoded = new Map<string, Uint8Array>();
  /** Large bodies sent once so far, within a quarter of the budget. */
  readonly #once = new Map<string, number>();
  #onceBytes = 0;
  #used = 0;

  /** 8 MB: some 30 pages of 25 subscriptions with their plans (bytes and text), more than a run sends again and again. */
  constructor(private readonly budget = 8_000_000) {}

  of(body: string): Uint8Array | string {
    if (body.length < ENCODE_FROM) return body;
    let bytes = this.#encoded.get(body);
    if (bytes !== undefined) return bytes;
    bytes = sendable(encoder.encode(body));
    const held = this.#once.get(body);
    if (held === undefined) {
      const weight = heldBytes(body, bytes);
      if (this.#onceBytes + weight > this.budget / 4) {
        this.#once.clear();
        this.#onceBytes = 0;
      }
      this.#once.set(body, weight);
      this.#onceBytes += weight;
      return bytes;
    }
    this.#once.delete(body);
    this.#onceBytes -= held;
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
