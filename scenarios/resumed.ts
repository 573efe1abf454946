import { builtInScenario } from '../src/scenarios/define.js';
import { DEFAULT_WORLD } from '../src/world/recipe.js';

export default builtInScenario({
  name: 'resumed',
  description: 'as default, with subscription ...001 paused and then resumed (active)',
  world: { ...DEFAULT_WORLD, primary: 'resumed' },
});
