import { describe, expect, it } from 'vitest';
import type { ApiRequest } from '../http/types.js';
import type { ApplicationKey } from '../schemas/index.js';
import { createdKeyBody } from './keys.js';

const request = { origin: 'http://127.0.0.1:4010' } as ApiRequest;
const key: ApplicationKey = {
  id: '80c32098-b398-46e1-a9fa-639a7f13981c',
  type: 'application_key',
  name: 'Key “é” \u2028',
  client_id: 'client',
  reserved_rate_limit: 0,
  meta: {
    timestamps: { last_used_at: null, created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z' },
  },
};

describe('createdKeyBody', () => {
  it('is the key with its secret last, and the links, as the record spread with the secret would serialise', () => {
    const secret = 'S3cr"et\\';
    const links = { self: `http://127.0.0.1:4010/v2/application-keys/${key.id}` };
    expect(createdKeyBody(request, key, secret)).toBe(
      JSON.stringify({ data: { ...key, client_secret: secret, links }, links }),
    );
  });
});
