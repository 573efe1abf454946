import { nextEvent } from '../billing/engine.js';
import type { Life } from '../billing/life.js';
import { uuidFrom } from '../factories/index.js';
import type { ApplicationKey } from '../schemas/index.js';
import type { WorldData } from '../world/build.js';
import { sourceOf, Table } from './records.js';
import { LIFE_SHAPE, type View } from './view.js';

/**
 * One scenario's records as requests read them, never changed by requests: application keys (made on demand, indexed
 * by id and, on first use, by client id) and subscriptions' lives, in list order.
 */
export class World implements View {
  readonly world = true;
  readonly revision = 0;
  readonly keys: Table<ApplicationKey>;
  readonly subscriptions: Table<Life>;
  readonly totalReservedRateLimit: number;
  /** When the first billing run or payment retry of any subscription comes. */
  readonly nextEvent: number;
  readonly #secrets: ReadonlyMap<string, string>;

  constructor(
    readonly id: number,
    data: WorldData,
    /** The reference date, to the second (ms). */
    readonly clock: number,
  ) {
    const source = data.keys;
    this.keys = new Table({
      count: source.count,
      id: (index) => source.id(index),
      field: (index, name) => (name === 'client_id' ? source.clientId(index) : undefined),
      record: (index) => source.record(index),
    });
    let total = 0;
    for (let index = 0; index < source.count; index++) total += source.reservedRateLimit(index);
    this.totalReservedRateLimit = total;
    this.subscriptions = new Table(sourceOf(data.lives, LIFE_SHAPE));
    let next = Number.POSITIVE_INFINITY;
    for (const life of data.lives) next = Math.min(next, nextEvent(life));
    this.nextEvent = next;
    this.#secrets = data.secrets;
  }

  secretOf(key: ApplicationKey): string {
    return this.#secrets.get(key.id) ?? worldKeySecret(key.id);
  }
}

/** The secret of a world's own key: fixed by its id, never shown. */
function worldKeySecret(id: string): string {
  return uuidFrom(`secret/${id}`).replaceAll('-', '');
}
