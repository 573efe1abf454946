import { builtInScenario } from '../src/scenarios/define.js';
import { DEFAULT_WORLD } from '../src/world/recipe.js';

export default builtInScenario({
  name: 'closed',
  description: 'as default, with subscription ...001 closed by dunning: its payments failed 11 times, inactive',
  world: { ...DEFAULT_WORLD, primary: 'closed' },
});
