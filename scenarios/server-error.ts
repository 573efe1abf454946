import { builtInScenario } from '../src/scenarios/define.js';
import { DEFAULT_WORLD } from '../src/world/recipe.js';

export default builtInScenario({
  name: 'server-error',
  description: 'every API request answers 500 Internal Server Error',
  world: DEFAULT_WORLD,
  behaviour: {
    status: 500,
    detail: 'the server failed (scenario server-error): this is the answer the scenario asks for',
  },
});
