import type { DunningAction } from '../billing/life.js';
import type { Scenario } from '../scenarios/define.js';
import { type Fixture, loadFixtures } from './fixtures.js';
import { World } from './world.js';

/**
 * Worlds by scenario name, each built on first use and then shared by every request (requests never change them).
 * A world is built once even when many requests ask for it at the same time.
 */
export class WorldCache {
  readonly #worlds = new Map<string, Promise<World>>();
  #fixtures: Fixture[] | undefined;

  constructor(
    private readonly seed: number,
    private readonly now: Date,
    private readonly storeRateLimit: number,
    private readonly dunningAction: DunningAction = 'suspend',
  ) {}

  get(scenario: Scenario): Promise<World> {
    let world = this.#worlds.get(scenario.name);
    if (world === undefined) {
      this.#fixtures ??= loadFixtures(this.now);
      world = World.build(scenario.world, {
        seed: this.seed,
        now: this.now,
        fixtures: this.#fixtures,
        storeRateLimit: this.storeRateLimit,
        dunningAction: this.dunningAction,
        paymentsFail: scenario.behaviour?.payments === 'fail',
      });
      this.#worlds.set(scenario.name, world);
      world.catch(() => this.#worlds.delete(scenario.name));
    }
    return world;
  }

  /** Forgets every built world (they are rebuilt, identical, on next use). */
  clear(): void {
    this.#worlds.clear();
  }
}
