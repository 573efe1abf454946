import { describe, expect, it } from 'vitest';
import { applicationKeyListSchema, subscriptionResponseSchema, WELL_KNOWN_IDS } from '../../src/index.js';
import { MSW_ADAPTERS, useTarget } from '../support/adapters.js';
import { expectError, expectOk } from './expect.js';

// `baseUrl` only concerns the MSW handlers: a real server answers whatever origin it listens on.
describe.each(MSW_ADAPTERS)('MSW handlers (%s) with a baseUrl that has a path prefix', (adapter) => {
  const api = useTarget(adapter, { baseUrl: 'http://api.test/commerce/' });

  it('answer under the prefix, and build absolute links that keep it', async () => {
    expect(api.base).toBe('http://api.test/commerce');
    const list = await expectOk(await api.get('/v2/application-keys?page[limit]=10'), applicationKeyListSchema);
    expect(list.links.next).toBe('http://api.test/commerce/v2/application-keys?page%5Boffset%5D=10&page%5Blimit%5D=10');
    const next = await expectOk(
      await fetch(list.links.next as string, { headers: { Authorization: 'Bearer x' } }),
      applicationKeyListSchema,
    );
    expect(next.meta.page.current).toBe(2);
    await expectOk(await api.get(`/subscriptions/subscriptions/${WELL_KNOWN_IDS.active}`), subscriptionResponseSchema);
    await expectError(await api.fetch('/v2/application-keys', { method: 'DELETE' }), 405);
  });
});
