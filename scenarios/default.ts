import { builtInScenario } from '../src/scenarios/define.js';
import { DEFAULT_WORLD } from '../src/world/recipe.js';

export default builtInScenario({
  name: 'default',
  description: '30 application keys (some reserving no rate) and six subscriptions, one per lifecycle state',
  world: DEFAULT_WORLD,
});
