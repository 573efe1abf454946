import type { DunningAction } from '../billing/life.js';
import type { ApiVersion } from '../catalog/types.js';
import type { Scenario } from '../scenarios/types.js';
import { ValidationError } from '../validate/problems.js';
import { buildWorld } from '../world/build.js';
import { type Fixture, loadFixtures } from '../world/fixtures.js';
import type { WorldInputs } from '../world/recipe.js';
import { type PreparedRecords, prepareRecords } from '../world/user-records.js';
import { World } from './world.js';

/**
 * Worlds by scenario name, each built on first use and then shared by every request (requests never change them).
 * User scenarios' records are prepared (completed, lived and checked) up front, so that a broken record is reported
 * when the scenario is loaded. Also hands out the ids that tell worlds and sessions apart in the renderer's caches.
 */
export class WorldCache {
  readonly #worlds = new Map<string, World>();
  readonly #records = new Map<string, PreparedRecords>();
  #fixtures: Fixture[] | undefined;
  #ids = 0;

  constructor(
    private readonly seed: number,
    private readonly now: Date,
    private readonly storeRateLimit: number,
    private readonly dunningAction: DunningAction = 'suspend',
    private readonly apiVersion: ApiVersion = '2024',
  ) {}

  /** A new id for a world or a session of this emulator. */
  nextId(): number {
    return ++this.#ids;
  }

  #inputs(scenario: Scenario): WorldInputs {
    this.#fixtures ??= loadFixtures(this.now);
    return {
      seed: this.seed,
      now: this.now,
      fixtures: this.#fixtures,
      storeRateLimit: this.storeRateLimit,
      dunningAction: this.dunningAction,
      apiVersion: this.apiVersion,
      paymentsFail: scenario.behaviour?.payments === 'fail',
    };
  }

  /**
   * Completes and checks a user scenario's records; throws a `ValidationError` with one line per problem, each
   * naming where the scenario came from, the scenario, the record's position, the JSON path and the rule broken.
   */
  prepare(scenario: Scenario, origins: ReadonlyMap<string, string>): void {
    if (scenario.world.records === undefined || scenario.world.records.length === 0) return;
    const prepared = prepareRecords(scenario.world, this.#inputs(scenario));
    if ('problems' in prepared) {
      throw new ValidationError(
        prepared.problems.map(
          ({ scenario: from, path, rule }) => `${origins.get(from) ?? 'code'}: scenario ${from}: ${path}: ${rule}`,
        ),
      );
    }
    this.#records.set(scenario.name, prepared);
    this.forget(scenario.name);
  }

  /** The scenario's world, built on first use. */
  get(scenario: Scenario): World {
    let world = this.#worlds.get(scenario.name);
    if (world === undefined) {
      const data = buildWorld(scenario.world, this.#inputs(scenario), this.#records.get(scenario.name));
      world = new World(this.nextId(), data, Math.floor(+this.now / 1000) * 1000);
      this.#worlds.set(scenario.name, world);
    }
    return world;
  }

  /** How many keys and subscriptions a scenario's world holds, read off its recipe and records (nothing is built). */
  counts(scenario: Scenario): { keys: number; subscriptions: number } {
    const { keys, subscriptions } = scenario.world;
    const records = this.#records.get(scenario.name);
    const base = subscriptions === 'none' ? 0 : typeof subscriptions === 'object' ? subscriptions.total : 6;
    return {
      keys: (keys === 'edge' ? 4 : keys) + (records?.keys.length ?? 0),
      subscriptions: base + (records?.lives.length ?? 0),
    };
  }

  /** Forgets one scenario's world (rebuilt on next use). */
  forget(name: string): void {
    this.#worlds.delete(name);
  }
}
