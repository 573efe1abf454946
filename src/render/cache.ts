/** Characters outside Latin-1: a string holding one is kept by V8 at two bytes a character, not one. */
const WIDE = /[\u0100-\uffff]/;

/**
 * The bytes the heap holds for `text`: one a character, or two when any character is past Latin-1 (a `€` in a
 * formatted price doubles a page's cost). Weigh with this, not `length`, or a budget holds twice what it says.
 */
export function textBytes(text: string): number {
  return WIDE.test(text) ? text.length * 2 : text.length;
}

/**
 * Values made on first use and then served as is, within a budget of bytes: past it the cache starts over, so a
 * client walking every page or sending ever-new query strings cannot grow memory without end.
 */
export class BoundedCache<V> {
  readonly #entries = new Map<string, V>();
  #used = 0;

  constructor(
    private readonly weigh: (value: V) => number,
    private readonly budget = 4_000_000,
  ) {}

  get(key: string, make: () => V): V {
    let value = this.#entries.get(key);
    if (value === undefined) {
      value = make();
      const weight = this.weigh(value) + textBytes(key);
      if (this.#used + weight > this.budget) {
        this.#entries.clear();
        this.#used = 0;
      }
      this.#entries.set(key, value);
      this.#used += weight;
    }
    return value;
  }
}
