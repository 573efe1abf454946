import { describe, expect, it } from 'vitest';
import { applicationKeyListSchema, applicationKeyResponseSchema } from '../../src/index.js';
import { ADAPTERS, useTarget } from '../support/adapters.js';
import { expectError, expectOk } from './expect.js';

const KEYS = '/v2/application-keys';

describe.each(ADAPTERS)('get application key via %s', (adapter) => {
  const api = useTarget(adapter);

  async function someKeys(query = '?page[limit]=100') {
    return (await expectOk(await api.get(`${KEYS}${query}`), applicationKeyListSchema)).data;
  }

  it('answers every listed key by id, the same record, with an absolute links.self', async () => {
    const keys = await someKeys();
    for (const key of [keys[0], keys[13], keys[29]]) {
      const id = key?.id as string;
      const body = await expectOk(await api.get(`${KEYS}/${id}`), applicationKeyResponseSchema, 'default');
      const links = { self: `${api.base}${KEYS}/${id}` };
      expect(body).toEqual({ data: { ...key, links }, links });
    }
  });

  it('answers with or without one trailing slash', async () => {
    const [key] = await someKeys('?page[limit]=1');
    const id = key?.id as string;
    const plain = await api.get(`${KEYS}/${id}`);
    const slashed = await api.get(`${KEYS}/${id}/`);
    expect(await expectOk(slashed, applicationKeyResponseSchema)).toEqual(
      await expectOk(plain, applicationKeyResponseSchema),
    );
  });

  it('an unknown id is a 404 in the envelope', async () => {
    await expectError(await api.get(`${KEYS}/00000000-0000-4000-8000-00000000dead`), 404, 'application key not found');
    await expectError(await api.get(`${KEYS}/not-a-key`), 404, 'not-a-key');
  });

  it('a key of one world is not in another', async () => {
    const [key] = await someKeys('?page[limit]=1');
    await expectError(await api.get(`${KEYS}/${key?.id}?scenario=empty`), 404, undefined, { scenario: 'empty' });
    const many = await someKeys('?page[limit]=1&scenario=many-keys');
    const manyKey = many[0]?.id as string;
    const body = await expectOk(
      await api.get(`${KEYS}/${manyKey}?scenario=many-keys`),
      applicationKeyResponseSchema,
      'many-keys',
    );
    const { links, ...data } = body.data;
    expect(data).toEqual(many[0]);
    expect(body.links.self).toBe(`${api.base}${KEYS}/${manyKey}`);
    expect(links).toEqual(body.links);
  });

  it('a malformed percent-escape in the id is a 400, not a crash', async () => {
    await expectError(await api.get(`${KEYS}/%E0%A4%A`), 400, 'percent-encoding');
  });

  it('HEAD answers like GET without a body', async () => {
    const [key] = await someKeys('?page[limit]=1');
    const response = await api.fetch(`${KEYS}/${key?.id}`, { method: 'HEAD', headers: { Authorization: 'Bearer x' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-emulator-scenario')).toBe('default');
    expect(await response.text()).toBe('');
  });
});
