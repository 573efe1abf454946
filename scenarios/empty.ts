import { builtInScenario } from '../src/scenarios/define.js';

export default builtInScenario({
  name: 'empty',
  description: 'no application keys and no subscriptions',
  world: { keys: 0, subscriptions: 'none' },
});
