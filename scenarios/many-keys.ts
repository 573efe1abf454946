import { DEFAULT_WORLD, defineScenario } from '../src/scenarios/define.js';

export default defineScenario({
  name: 'many-keys',
  description: '10,000 application keys (400 pages of 25, most reserving no rate) and the six subscriptions',
  world: { ...DEFAULT_WORLD, keys: 10_000 },
});
