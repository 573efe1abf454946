import { ValidationError } from '../validate/problems.js';
import type { WorldRecipe } from '../world/recipe.js';
import { BUILT_IN_DEFINITIONS } from './built-in.generated.js';
import { definitionProblems } from './define.js';
import type { Scenario, UserScenario } from './types.js';

/** The built-in scenarios: `default` first, the rest by name. */
export const BUILT_IN_SCENARIOS: readonly Scenario[] = BUILT_IN_DEFINITIONS.map(
  ({ name, description, world, behaviour }) => ({
    name,
    description,
    world,
    ...(behaviour ? { behaviour } : {}),
    origin: 'built-in',
  }),
);

/**
 * The built-in scenarios with the user's, each user scenario's recipe resolved from the one it extends (its keys
 * instead, its records added, its behaviour instead when it has one). Every problem at once, one line each: a shape
 * that is wrong, a name already taken (naming both origins), an unknown `extends`, a cycle of them.
 */
export function resolveScenarios(users: readonly UserScenario[]): Map<string, Scenario> {
  const scenarios = new Map<string, Scenario>(BUILT_IN_SCENARIOS.map((scenario) => [scenario.name, scenario]));
  const problems: string[] = [];
  const pending = new Map<string, UserScenario>();
  for (const user of users) {
    const shape = definitionProblems(user.definition).map((line) => `${user.origin}: ${line}`);
    problems.push(...shape);
    if (shape.length > 0) continue;
    const { name } = user.definition;
    const taken = scenarios.get(name)?.origin ?? pending.get(name)?.origin;
    if (taken !== undefined) {
      problems.push(
        `${user.origin}: scenario ${name}: $.name: the name is already taken by ${taken === 'built-in' ? 'a built-in scenario' : taken}`,
      );
      continue;
    }
    pending.set(name, user);
  }
  const resolving = new Set<string>();
  const resolve = (user: UserScenario): Scenario | undefined => {
    const { definition, origin } = user;
    const done = scenarios.get(definition.name);
    if (done !== undefined) return done;
    const base = definition.extends ?? 'default';
    if (resolving.has(definition.name)) {
      problems.push(`${origin}: scenario ${definition.name}: $.extends: ${base} extends it back (a cycle)`);
      return undefined;
    }
    resolving.add(definition.name);
    const pendingBase = pending.get(base);
    const parent = scenarios.get(base) ?? (pendingBase && resolve(pendingBase));
    resolving.delete(definition.name);
    if (parent === undefined) {
      if (!pendingBase)
        problems.push(`${origin}: scenario ${definition.name}: $.extends: no scenario is named ${base}`);
      return undefined;
    }
    const world: WorldRecipe = {
      ...parent.world,
      keys: definition.keys ?? parent.world.keys,
      records: [
        ...(parent.world.records ?? []),
        ...(definition.records ? [{ scenario: definition.name, records: definition.records }] : []),
      ],
    };
    const behaviour = definition.behaviour ?? parent.behaviour;
    const scenario: Scenario = {
      name: definition.name,
      description: definition.description,
      world,
      origin,
      definition,
      ...(behaviour ? { behaviour } : {}),
    };
    scenarios.set(definition.name, scenario);
    return scenario;
  };
  for (const user of pending.values()) resolve(user);
  if (problems.length > 0) throw new ValidationError(problems);
  return scenarios;
}
