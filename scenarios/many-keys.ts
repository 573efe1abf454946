import { builtInScenario } from '../src/scenarios/define.js';
import { DEFAULT_WORLD } from '../src/world/recipe.js';

export default builtInScenario({
  name: 'many-keys',
  description: '10,000 application keys (400 pages of 25, most reserving no rate) and the six subscriptions',
  world: { ...DEFAULT_WORLD, keys: 10_000 },
});
