import { nextEvent } from '../billing/engine.js';
import type { BillingRules, Life } from '../billing/life.js';
import { deriveCatalogue } from '../catalog/derive.js';
import type { AccountRecord, FeatureRecord, OfferingRecord, StorePlan, StoreProduct } from '../catalog/types.js';
import { uuidFrom } from '../factories/index.js';
import type { ApplicationKey } from '../schemas/index.js';
import type { WorldData } from '../world/build.js';
import {
  COLLECTION_SHAPE,
  COLLECTIONS,
  type CollectionKind,
  type StoreRecord,
  seedCollections,
} from './collections.js';
import { type Shape, sourceOf, Table } from './records.js';
import { ACCOUNT_SHAPE, FEATURE_SHAPE, LIFE_SHAPE, OFFERING_SHAPE, STORE_SHAPE, type View } from './view.js';

/** A world's catalogue tables, derived from its subscriptions on first use. */
interface CatalogueTables {
  offerings: Table<OfferingRecord>;
  products: Table<StoreProduct>;
  plans: Table<StorePlan>;
  features: Table<FeatureRecord>;
  accounts: Table<AccountRecord>;
}

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
  readonly #lives: readonly Life[];
  #collections: Map<CollectionKind, Table<StoreRecord>> | undefined;
  /** How subscriptions made in this world's sessions are billed. */
  readonly rules: BillingRules;
  #catalogue: CatalogueTables | undefined;

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
    this.#lives = data.lives;
    this.rules = data.rules;
  }

  /** The catalogue, derived from the subscriptions when first asked for (most requests never need it). */
  #tables(): CatalogueTables {
    if (this.#catalogue === undefined) {
      const made = deriveCatalogue(this.#lives);
      const table = <T>(records: T[], shape: Shape<T>) => new Table(sourceOf(records, shape));
      this.#catalogue = {
        offerings: table(made.offerings, OFFERING_SHAPE),
        products: table(made.products, STORE_SHAPE as Shape<StoreProduct>),
        plans: table(made.plans, STORE_SHAPE as Shape<StorePlan>),
        features: table(made.features, FEATURE_SHAPE),
        accounts: table(made.accounts, ACCOUNT_SHAPE),
      };
    }
    return this.#catalogue;
  }

  get offerings(): Table<OfferingRecord> {
    return this.#tables().offerings;
  }

  get products(): Table<StoreProduct> {
    return this.#tables().products;
  }

  get plans(): Table<StorePlan> {
    return this.#tables().plans;
  }

  get features(): Table<FeatureRecord> {
    return this.#tables().features;
  }

  get accounts(): Table<AccountRecord> {
    return this.#tables().accounts;
  }

  /** How many records of `kind` the world holds. */
  countOf(kind: CollectionKind): number {
    return this.collection(kind).count;
  }

  /** The store's plain resources of one kind, seeded when first asked for (src/store/collections.ts). */
  collection(kind: CollectionKind): Table<StoreRecord> {
    if (this.#collections === undefined) {
      const seeded = seedCollections({ lives: this.#lives, dunningAction: this.rules.dunningAction, now: this.clock });
      this.#collections = new Map(
        COLLECTIONS.map((name) => [name, new Table(sourceOf(seeded[name], COLLECTION_SHAPE))]),
      );
    }
    return this.#collections.get(kind) as Table<StoreRecord>;
  }

  secretOf(key: ApplicationKey): string {
    return this.#secrets.get(key.id) ?? worldKeySecret(key.id);
  }
}

/** The secret of a world's own key: fixed by its id, never shown. */
function worldKeySecret(id: string): string {
  return uuidFrom(`secret/${id}`).replaceAll('-', '');
}
