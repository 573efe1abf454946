import { z } from 'zod';
import { formatProblems, schemaProblems, ValidationError } from '../validate/problems.js';
import type { BuiltInDefinition, ScenarioDefinition } from './types.js';

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
            pricing_options: z.array(object).optional(),
            features: z.array(object).optional(),
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
});

/** Every problem with a scenario definition's shape (not yet its records), rooted at `$`. */
export function definitionProblems(definition: unknown): string[] {
  const parsed = definitionSchema.safeParse(definition);
  const problems = parsed.success ? [] : schemaProblems(parsed.error);
  const value = definition as ScenarioDefinition | undefined;
  const name = typeof value?.name === 'string' ? value.name : '(unnamed)';
  return formatProblems(problems, `scenario ${name}`);
}

/**
 * Declares a scenario: your own records (partial at every depth, completed by the factories) over the world of the
 * scenario it extends. The shape is checked here (a `ValidationError` lists every
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

/** Declares a built-in scenario (one file per scenario in `scenarios/`): a recipe of its world. */
export function builtInScenario(definition: BuiltInDefinition): BuiltInDefinition {
  return Object.freeze(definition);
}
