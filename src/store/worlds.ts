import type { DunningAction } from '../billing/life.js';
import type { Scenario } from '../scenarios/define.js';
import { ValidationError } from '../validate/problems.js';
import { type Fixture, loadFixtures } from './fixtures.js';
import { type PreparedRecords, prepareRecords } from './user-records.js';
import { World, type WorldInputs } from './world.js';

/**
 * Worlds by scenario name, each built on first use and then shared by every request (requests never change them).
 * A world is built once even when many requests ask for it at the same time. User scenarios' records are prepared
 * (completed, lived and checked) up front, so that a broken record is reported when the scenario is loaded.
 */
export class WorldCache {
  readonly #worlds = new Map<string, Promise<World>>();
  /** The same worlds once built, for reads that need not wait on a promise. */
  readonly #built = new Map<string, World>();
  readonly #records = new Map<string, PreparedRecords>();
  #fixtures: Fixture[] | undefined;

  constructor(
    private readonly seed: number,
    private readonly now: Date,
    private readonly storeRateLimit: number,
    private readonly dunningAction: DunningAction = 'suspend',
  ) {}

  #inputs(scenario: Scenario): WorldInputs {
    this.#fixtures ??= loadFixtures(this.now);
    return {
      seed: this.seed,
      now: this.now,
      fixtures: this.#fixtures,
      storeRateLimit: this.storeRateLimit,
      dunningAction: this.dunningAction,
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

  get(scenario: Scenario): Promise<World> {
    let world = this.#worlds.get(scenario.name);
    if (world === undefined) {
      const building = World.build(scenario.world, this.#inputs(scenario), this.#records.get(scenario.name));
      world = building;
      this.#worlds.set(scenario.name, building);
      building.then(
        (built) => {
          if (this.#worlds.get(scenario.name) === building) this.#built.set(scenario.name, built);
        },
        () => this.#worlds.delete(scenario.name),
      );
    }
    return world;
  }

  /** The scenario's world if it is built already (no promise to wait for), else undefined. */
  built(scenario: Scenario): World | undefined {
    return this.#built.get(scenario.name);
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
    this.#built.delete(name);
  }

  /** Forgets every built world (they are rebuilt, identical, on next use). */
  clear(): void {
    this.#worlds.clear();
    this.#built.clear();
  }
}
