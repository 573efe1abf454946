/**
 * Values made on first use and then served as is. Bounded: past `limit` entries it starts over, so a client walking
 * every page or sending ever-new query strings cannot grow memory without end.
 */
export class BoundedCache<V> {
  readonly #entries = new Map<string, V>();

  constructor(private readonly limit = 1024) {}

  get(key: string, make: () => V): V {
    let value = this.#entries.get(key);
    if (value === undefined) {
      value = make();
      if (this.#entries.size >= this.limit) this.#entries.clear();
      this.#entries.set(key, value);
    }
    return value;
  }
}
