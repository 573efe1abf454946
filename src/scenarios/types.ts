import type { ScenarioRecords, WorldRecipe } from '../world/recipe.js';

/** What a scenario does to every API request besides choosing the world (never to the admin API). */
export interface ScenarioBehaviour {
  /** Answer every API request with this error status (the token endpoint included). */
  status?: number;
  /** Headers sent with that error, such as `Retry-After`. */
  headers?: Record<string, string>;
  /** The error's `detail`. */
  detail?: string;
  /** Milliseconds to wait before answering. */
  latency?: number;
  /** `'fail'`: every payment after the reference date fails, so billing runs lead to dunning. */
  payments?: 'succeed' | 'fail';
}

/** What `defineScenario` takes: your own records over the world of the scenario it extends. */
export interface ScenarioDefinition {
  /** Lower-case letters, digits and dashes; what `?scenario=` takes. */
  name: string;
  /** One line, shown by `--help`, the start-up banner, `GET /__emulator/scenarios` and the dashboard. */
  description: string;
  /** The scenario whose world this one starts from (default `default`). */
  extends?: string;
  /** How many seeded application keys, instead of the extended world's. */
  keys?: number;
  /** Your own records, added to the extended world. */
  records?: ScenarioRecords;
  behaviour?: ScenarioBehaviour;
}

/** A built-in scenario: a recipe instead of `extends`, `keys` and `records` (internal to the package). */
export interface BuiltInDefinition {
  name: string;
  description: string;
  world: WorldRecipe;
  behaviour?: ScenarioBehaviour;
}

/** A scenario as the emulator knows it: its recipe resolved, with where it came from. */
export interface Scenario {
  name: string;
  description: string;
  world: WorldRecipe;
  behaviour?: ScenarioBehaviour;
  /** The file a user scenario was loaded from, `built-in` or `code` (in-process). */
  origin?: string;
  /** The definition, as given (user scenarios). */
  definition?: ScenarioDefinition;
}

/** A user scenario and where it came from (a file, or `code` for `createEmulator({ scenarios })`). */
export interface UserScenario {
  definition: ScenarioDefinition;
  origin: string;
}
