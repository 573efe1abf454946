import { builtInScenario } from '../src/scenarios/define.js';
import { DEFAULT_WORLD } from '../src/world/recipe.js';

export default builtInScenario({
  name: 'edge-cases',
  description:
    'records at every limit: 1- and 255-char key names, 3- and 1024-char names, 2048-char external_ref, optional fields absent, percentage 100',
  world: { ...DEFAULT_WORLD, keys: 'edge', primary: 'edge' },
});
