import type { WorldCache } from '../store/worlds.js';
import { ValidationError } from '../validate/problems.js';
import { resolveScenarios } from './registry.js';
import type { Scenario, UserScenario } from './types.js';

/**
 * The scenarios an emulator knows: the built-in ones and the user's, resolved and their records prepared. The map is
 * the one the pipeline reads, kept current when a user scenario is reloaded (`--watch`).
 */
export class ScenarioSet {
  readonly map = new Map<string, Scenario>();
  #users: UserScenario[] = [];

  /** Throws a `ValidationError` listing every problem of the user's scenarios. */
  constructor(
    users: readonly UserScenario[],
    private readonly worlds: WorldCache,
  ) {
    const problems = this.#load(users);
    if (problems.length > 0) throw new ValidationError(problems);
  }

  /** Resolves and prepares `users`; when every one is fine, they replace the current ones. */
  #load(users: readonly UserScenario[]): string[] {
    let resolved: Map<string, Scenario>;
    try {
      resolved = resolveScenarios(users);
    } catch (error) {
      if (error instanceof ValidationError) return error.lines;
      throw error;
    }
    const origins = new Map([...resolved.values()].map((scenario) => [scenario.name, scenario.origin ?? 'code']));
    const problems: string[] = [];
    for (const scenario of resolved.values()) {
      try {
        this.worlds.prepare(scenario, origins);
      } catch (error) {
        if (!(error instanceof ValidationError)) throw error;
        problems.push(...error.lines);
      }
    }
    if (problems.length > 0) return problems;
    this.#users = [...users];
    this.map.clear();
    for (const [name, scenario] of resolved) this.map.set(name, scenario);
    return [];
  }

  /**
   * A user scenario loaded again from where it came from (its `origin`): the names whose world changed (it and those
   * that extend it), or every problem, in which case the last good scenarios stay.
   */
  reload(user: UserScenario): { changed: string[] } | { problems: string[] } {
    const before = new Map(this.map);
    const users = [...this.#users.filter((other) => other.origin !== user.origin), user];
    const problems = this.#load(users);
    if (problems.length > 0) return { problems };
    const changed = [...this.map.values()]
      .filter((scenario) => {
        const was = before.get(scenario.name);
        if (scenario.origin === 'built-in') return false;
        return was?.definition !== scenario.definition || JSON.stringify(was?.world) !== JSON.stringify(scenario.world);
      })
      .map((scenario) => scenario.name);
    for (const name of changed) this.worlds.forget(name);
    return { changed };
  }
}
