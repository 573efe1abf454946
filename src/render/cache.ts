/** Characters outside Latin-1: a string holding one is kept by V8 at two bytes a character, not one. */
const WIDE = /[\u0100-\uffff]/;

/**
 * The bytes the heap holds for `text`: one a character, or two when any character is past Latin-1 (a `€` in a
 * formatted price doubles a page's cost). Weigh with this, not `length`, or a budget holds twice what it says.
 */
export function textBytes(text: string): number {
  return WIDE.test(text) ? text.length * 2 : text.length;
}

/** What a body cache needs of a view: which one it is, and at which revision. */
interface Revisioned {
  readonly id: number | string;
  readonly revision: number;
}

/**
 * Bodies of at least this many characters are kept only when their key is asked for a second time (its first time
 * leaves a mark of the key, not the body): a client walking pages (the soak reads `many-subscriptions` at random
 * offsets, 170 KB a page) asks for most of them once, and kept, they filled the budget with bodies never served
 * again, their weight scanned each time. A body asked for again is made once more and kept from then on.
 */
const KEEP_FROM = 16_384;

/** The body a cache gave last, by what it was asked. */
interface LastBody {
  readonly id: number | string;
  readonly revision: number;
  readonly kind: string;
  readonly a: string;
  readonly b: string;
  readonly body: string;
}

/** No body given last (a view id is never NaN). */
const NONE: LastBody = { id: Number.NaN, revision: 0, kind: '', a: '', b: '', body: '' };

/** What a key holds: its body, or SEEN once a large body was made for it and not kept. */
const SEEN = null;
type Held = string | typeof SEEN;

/** The bodies of one view at one revision, by their key's parts. */
interface ViewBodies {
  revision: number;
  bodies: Map<string, Map<string, Map<string, Held>>>;
  bytes: number;
}

/**
 * Bodies made on first use and then served as is, by view and a key of up to three parts, within a budget of bytes:
 * past it the cache starts over, so a client walking every page or sending ever-new query strings cannot grow memory
 * without end. A view's bodies go as soon as its revision moves (they can never be served again). A large body is
 * kept from its key's second use (KEEP_FROM).
 *
 * The key comes in parts, and the maps are nested, so that a lookup hashes strings the engine has hashed already
 * (an origin, a record's id): one key made of them anew each time was hashed whole on every request, 0.2 µs of a
 * GET one key's 13 (`scratch`, 5 million lookups: 205 ns against 12 nested).
 */
export class BodyCache {
  readonly #views = new Map<number | string, ViewBodies>();
  #used = 0;
  /**
   * The body given last and what it was asked by: a client reading the same record again and again is given it at
   * the cost of five comparisons (the request's parts are the strings the pipeline kept), not four map lookups.
   */
  #last: LastBody = NONE;

  constructor(private readonly budget = 4_000_000) {}

  get(view: Revisioned, kind: string, a: string, b: string, make: () => string): string {
    const last = this.#last;
    if (b === last.b && a === last.a && kind === last.kind && view.id === last.id && view.revision === last.revision) {
      return last.body;
    }
    const found = this.#views.get(view.id);
    let held: Held | undefined;
    if (found !== undefined && found.revision === view.revision) {
      held = found.bodies.get(kind)?.get(a)?.get(b);
      if (held !== undefined && held !== SEEN) {
        this.#last = { id: view.id, revision: view.revision, kind, a, b, body: held };
        return held;
      }
    }
    const body = make();
    const keep = body.length < KEEP_FROM || held === SEEN;
    const keyBytes = textBytes(kind) + textBytes(a) + textBytes(b);
    this.#hold(view, kind, a, b, keep ? body : SEEN, keep ? textBytes(body) + keyBytes : keyBytes);
    // Only a body kept is given again from here: one not kept is made again on its next use.
    if (keep) this.#last = { id: view.id, revision: view.revision, kind, a, b, body };
    return body;
  }

  #hold(view: Revisioned, kind: string, a: string, b: string, held: Held, weight: number): void {
    if (this.#used + weight > this.budget) {
      this.#views.clear();
      this.#used = 0;
      this.#last = NONE;
    }
    let slot = this.#views.get(view.id);
    if (slot === undefined || slot.revision !== view.revision) {
      if (slot !== undefined) this.#used -= slot.bytes;
      slot = { revision: view.revision, bodies: new Map(), bytes: 0 };
      this.#views.set(view.id, slot);
    }
    let byA = slot.bodies.get(kind);
    if (byA === undefined) {
      byA = new Map();
      slot.bodies.set(kind, byA);
    }
    let byB = byA.get(a);
    if (byB === undefined) {
      byB = new Map();
      byA.set(a, byB);
    }
    byB.set(b, held);
    slot.bytes += weight;
    this.#used += weight;
  }
}
