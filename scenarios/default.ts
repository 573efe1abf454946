import { DEFAULT_WORLD, defineScenario } from '../src/scenarios/define.js';

export default defineScenario({
  name: 'default',
  description: '30 application keys (some reserving no rate) and six subscriptions, one per lifecycle state',
  world: DEFAULT_WORLD,
});
