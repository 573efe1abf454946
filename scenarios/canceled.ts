import { builtInScenario } from '../src/scenarios/define.js';
import { DEFAULT_WORLD } from '../src/world/recipe.js';

export default builtInScenario({
  name: 'canceled',
  description: 'as default, with subscription ...001 canceled (still active until its end date)',
  world: { ...DEFAULT_WORLD, primary: 'canceled' },
});
