import type { WorldRecipe } from '../store/world.js';

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

/** A named, deterministic world: records plus optional behaviour. */
export interface Scenario {
  /** Lower-case letters, digits and dashes; what `?scenario=` takes. */
  name: string;
  /** One line, shown by `--help`, the start-up banner and `GET /__emulator/scenarios`. */
  description: string;
  world: WorldRecipe;
  behaviour?: ScenarioBehaviour;
}

/** The default world: 30 keys and the six well-known subscriptions. */
export const DEFAULT_WORLD: WorldRecipe = { keys: 30, subscriptions: 'well-known' };

const NAME = /^[a-z0-9][a-z0-9-]{0,62}$/;

/**
 * Declares a scenario (one file per scenario in `scenarios/`), checking its shape at load time.
 * @example
 * export default defineScenario({ name: 'paused', description: 'Subscription ...001 is paused.',
 *   world: { ...DEFAULT_WORLD, primary: 'paused' } })
 */
export function defineScenario(scenario: Scenario): Scenario {
  if (!NAME.test(scenario.name)) {
    throw new TypeError(`scenario name "${scenario.name}" must be lower-case letters, digits and dashes`);
  }
  if (scenario.description.trim() === '' || scenario.description.includes('\n')) {
    throw new TypeError(`scenario "${scenario.name}" needs a one-line description`);
  }
  const { status } = scenario.behaviour ?? {};
  if (status !== undefined && !(Number.isInteger(status) && status >= 400 && status <= 599)) {
    throw new TypeError(`scenario "${scenario.name}": behaviour.status must be an HTTP error status (400-599)`);
  }
  return Object.freeze(scenario);
}
