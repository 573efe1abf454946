import { defineScenario } from '../src/scenarios/define.js';

export default defineScenario({
  name: 'empty',
  description: 'no application keys and no subscriptions',
  world: { keys: 0, subscriptions: 'none' },
});
