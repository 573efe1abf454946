import type { View } from '../store/view.js';
import { BodyCache } from './cache.js';

/**
 * The one owner of serialisation: every record's JSON and every answer's body is made here, and cached here, for
 * worlds and sessions alike. A record is serialised once (records are never changed in place: a change is a new
 * record). A body is cached under the view's id and revision and what it depends on in the request: a world's bodies
 * hold for good, a session's until its next write. One per emulator, so emulators never share a cache.
 */
export class Renderer {
  readonly #json = new WeakMap<object, string>();
  readonly #derived = new WeakMap<object, Map<string, string>>();
  /**
   * Worlds' bodies; sessions' in a budget of their own, so that many sessions cannot push the worlds' out. Sized by
   * what they save: a hit saves building the body again from its records' cached JSON (tens of microseconds for a
   * page), and a test run reads a few dozen distinct bodies, which 8 MB holds many times over (48 pages of 25
   * subscriptions with their plans, 83,000 characters each, held at two bytes a character for the `€` of their
   * prices). A client walking every page of every scenario churns any budget, and there the bytes held are all the
   * cache would cost: at twice these budgets (and twice BodyBytes'), the read-mostly soak ran some 12 MB higher
   * (medians 285-290 MB against 269-278) for no more answers a second (README, Performance).
   */
  readonly #worldBodies = new BodyCache(8_000_000);
  readonly #sessionBodies = new BodyCache(4_000_000);

  /** A record serialised, once. */
  json(record: object): string {
    let json = this.#json.get(record);
    if (json === undefined) {
      json = JSON.stringify(record);
      this.#json.set(record, json);
    }
    return json;
  }

  /**
   * A record's JSON in a form derived from it (its 2026 rendering, its view from one subscription): `key` names the
   * form, `make` builds it. Made once per record and form, like `json`.
   */
  derived(record: object, key: string, make: () => unknown): string {
    let forms = this.#derived.get(record);
    if (forms === undefined) {
      forms = new Map();
      this.#derived.set(record, forms);
    }
    let json = forms.get(key);
    if (json === undefined) {
      json = JSON.stringify(make());
      forms.set(key, json);
    }
    return json;
  }

  /**
   * A body of `view` that depends on the request only through `key` (and the parts `a` and `b`: strings the request
   * or the records hold already, such as the origin and a record's id, cheaper to look up than one key made of
   * them): made on first use, then served as is until the view's next revision.
   */
  body(view: View, key: string, make: () => string): string;
  body(view: View, key: string, a: string, b: string, make: () => string): string;
  body(view: View, key: string, aOrMake: string | (() => string), b = '', make?: () => string): string {
    const cache = view.world ? this.#worldBodies : this.#sessionBodies;
    if (typeof aOrMake === 'function') return cache.get(view, key, '', '', aOrMake);
    return cache.get(view, key, aOrMake, b, make as () => string);
  }
}
