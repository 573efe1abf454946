import type { Life } from '../billing/life.js';
import type { Filter, Records } from './records.js';
import type { View } from './view.js';

/**
 * A view as one shopper sees it: only the subscriptions of `account` (a request with an account management token),
 * another account's a 404 like one that is not there. Everything else is the view's. Its id names the account too,
 * so that the renderer never serves one shopper's cached bodies to another.
 */
export function scopedTo(view: View, account: string): View {
  const mine: Filter = { field: 'account_id', values: [account] };
  const own = (life: Life | undefined) =>
    life !== undefined && life.bundle.subscription.attributes.account_id === account ? life : undefined;
  const all = () => view.subscriptions.find([mine]);
  const subscriptions: Records<Life> = {
    get count() {
      return all().total;
    },
    at: (index) => all().at(index),
    get: (id) => own(view.subscriptions.get(id)),
    indexOf: (id) => {
      const found = all();
      for (let index = 0; index < found.total; index++) {
        if (found.at(index).bundle.subscription.id === id) return index;
      }
      return undefined;
    },
    find: (filters) => view.subscriptions.find([...filters, mine]),
  };
  return {
    world: view.world,
    id: `${view.id} account ${account}`,
    revision: view.revision,
    keys: view.keys,
    subscriptions,
    offerings: view.offerings,
    products: view.products,
    plans: view.plans,
    features: view.features,
    accounts: view.accounts,
    collection: (kind) => view.collection(kind),
    countOf: (kind) => view.countOf(kind),
    totalReservedRateLimit: view.totalReservedRateLimit,
    clock: view.clock,
    secretOf: (key) => view.secretOf(key),
  };
}
