import { builtInScenario } from '../src/scenarios/define.js';
import { DEFAULT_WORLD } from '../src/world/recipe.js';

export default builtInScenario({
  name: 'many-subscriptions',
  description: '2,000 subscriptions over 100 accounts (80 pages of 25), the six well-known ones among them',
  world: { ...DEFAULT_WORLD, subscriptions: { total: 2000, accounts: 100 } },
});
