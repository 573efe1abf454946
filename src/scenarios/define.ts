import { z } from 'zod';
import type { WorldRecipe } from '../store/world.js';
import { formatProblems, schemaProblems, ValidationError } from '../validate/problems.js';

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

/** A partial record: any field of the real record, at any depth; what is left out is made by the factories. */
export type PartialRecord = Record<string, unknown>;

/** Records a scenario adds to the world it extends: every one partial, completed and checked when loaded. */
export interface ScenarioRecords {
  /** Application keys, added to the key list in creation order. */
  applicationKeys?: PartialRecord[];
  /** Subscriptions, each with its offering's products and plans: `{ subscription?, products?, plans? }`. */
  subscriptions?: { subscription?: PartialRecord; products?: PartialRecord[]; plans?: PartialRecord[] }[];
}

/** What `defineScenario` takes. */
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
  /** The built-in scenarios' recipe (instead of `extends`, `keys` and `records`). */
  world?: WorldRecipe;
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

/** The default world: 30 keys and the six well-known subscriptions. */
export const DEFAULT_WORLD: WorldRecipe = { keys: 30, subscriptions: 'well-known' };

const object = z.record(z.string(), z.unknown());
const definitionSchema = z.strictObject({
  name: z.string().regex(/^[a-z0-9][a-z0-9-]{0,62}$/, 'must be 1 to 63 lower-case letters, digits and dashes'),
  description: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .regex(/^[^\n]*$/, 'must be one line'),
  extends: z.string().optional(),
  keys: z.int().min(0).max(100_000).optional(),
  records: z
    .strictObject({
      applicationKeys: z.array(object).optional(),
      subscriptions: z
        .array(
          z.strictObject({
            subscription: object.optional(),
            products: z.array(object).optional(),
            plans: z.array(object).optional(),
          }),
        )
        .optional(),
    })
    .optional(),
  behaviour: z
    .strictObject({
      status: z.int().min(400).max(599).optional(),
      headers: z.record(z.string(), z.string()).optional(),
      detail: z.string().optional(),
      latency: z.number().min(0).optional(),
      payments: z.enum(['succeed', 'fail']).optional(),
    })
    .optional(),
  world: z.custom<WorldRecipe>((value) => value !== null && typeof value === 'object').optional(),
});

/** Every problem with a scenario definition's shape (not yet its records), rooted at `$`. */
export function definitionProblems(definition: unknown): string[] {
  const parsed = definitionSchema.safeParse(definition);
  const problems = parsed.success ? [] : schemaProblems(parsed.error);
  const value = definition as ScenarioDefinition | undefined;
  if (parsed.success && value?.world !== undefined && (value.extends ?? value.keys ?? value.records) !== undefined) {
    problems.push({ path: '$.world', rule: 'the built-in form (world) cannot be mixed with extends, keys or records' });
  }
  const name = typeof value?.name === 'string' ? value.name : '(unnamed)';
  return formatProblems(problems, `scenario ${name}`);
}

/**
 * Declares a scenario: your own records (partial at every depth, completed by the factories) over the world of the
 * scenario it extends, or the built-in form with a recipe. The shape is checked here (a `ValidationError` lists every
 * problem); the records are completed and checked when an emulator loads the scenario.
 * @example
 * export default defineScenario({
 *   name: 'coffee-paused',
 *   description: 'Coffee Club at 9.99 EUR a month, paused',
 *   records: { subscriptions: [{ subscription: { attributes: { currency: 'EUR' }, meta: { paused: true } } }] },
 * })
 */
export function defineScenario(definition: ScenarioDefinition): ScenarioDefinition {
  const problems = definitionProblems(definition);
  if (problems.length > 0) throw new ValidationError(problems);
  return Object.freeze(definition);
}
