import { describe, expect, it } from 'vitest';
import { STORE_CREDENTIALS } from '../../src/index.js';
import { JSON_TYPE, useServer } from './support.js';

// In --auth strict, a token minted from a key created in session A read and wrote in every other session and
// scenario, where that key does not exist.
describe('a strict token works where its key is, and says so elsewhere', () => {
  const api = useServer({ auth: 'strict' });
  const form = { 'content-type': 'application/x-www-form-urlencoded' };
  const mint = async (fields: Record<string, string>, query = '') => {
    const response = await api.fetch(`/oauth/access_token${query}`, {
      method: 'POST',
      headers: form,
      body: new URLSearchParams(fields),
    });
    return ((await response.json()) as { access_token: string }).access_token;
  };

  it('is a 401 in another session or scenario, and works in its own', async () => {
    const store = await mint({ grant_type: 'client_credentials', ...STORE_CREDENTIALS });
    const created = await api.fetch('/v2/application-keys?session=alpha', {
      method: 'POST',
      headers: { authorization: `Bearer ${store}`, ...JSON_TYPE },
      body: JSON.stringify({ data: { type: 'application_key', name: 'Alpha only' } }),
    });
    const { data } = (await created.json()) as { data: { client_id: string; client_secret: string } };
    const fields = { grant_type: 'client_credentials', client_id: data.client_id, client_secret: data.client_secret };
    const token = await mint(fields, '?session=alpha');
    const read = (query: string) =>
      api.fetch(`/v2/application-keys${query}`, { headers: { authorization: `Bearer ${token}` } });
    expect((await read('?session=alpha')).status).toBe(200);
    for (const query of ['?session=beta', '?scenario=paused&session=alpha']) {
      const elsewhere = await read(query);
      expect(elsewhere.status, query).toBe(401);
      expect(JSON.stringify(await elsewhere.json())).toContain('does not exist in scenario');
    }
    // The store's own credentials work everywhere.
    const everywhere = await api.fetch('/v2/application-keys?session=beta&scenario=paused', {
      headers: { authorization: `Bearer ${store}` },
    });
    expect(everywhere.status).toBe(200);
  });
});
