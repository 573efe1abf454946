/**
 * Values made on first use and then served as is, within a budget of characters: past it the cache starts over, so
 * a client walking every page or sending ever-new query strings cannot grow memory without end (a world holds two of
 * these, so eleven worlds stay under about 100 MB of cached text at the very most).
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
      const weight = this.weigh(value) + key.length;
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
