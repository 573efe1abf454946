import { describe, expect, it } from 'vitest';
import { journal, useServer } from './support.js';

// The token endpoint decodes `client%5Fsecret` (form) and `client\u005fsecret` (JSON) and accepts them; the journal's
// mask matched the text `client_secret` only, so both kept the secret in clear. An Authorization header without a
// scheme was kept in clear, and so were the token endpoint's access_token answers.
describe('the journal hides secrets by what they mean, however they were written', () => {
  const api = useServer();
  const token = (body: string, type: string) =>
    api.fetch('/oauth/access_token', { method: 'POST', headers: { 'content-type': type }, body });

  it('a percent-encoded form field name and a JSON-escaped key', async () => {
    await api.fetch('/__emulator/requests', { method: 'DELETE' });
    const form = 'grant_type=client_credentials&client_id=a&client%5Fsecret=form-s3cret';
    expect((await token(form, 'application/x-www-form-urlencoded')).status).toBe(200);
    const json = '{"grant_type":"client_credentials","client_id":"a","client\\u005fsecret":"json-s3cret"}';
    expect((await token(json, 'application/json')).status).toBe(200);
    const pretty = JSON.stringify(
      { grant_type: 'client_credentials', client_id: 'a', client_secret: 'pretty-s3cret' },
      null,
      2,
    );
    expect((await token(pretty, 'application/json')).status).toBe(200);
    const text = JSON.stringify(await journal(api.url));
    for (const secret of ['form-s3cret', 'json-s3cret', 'pretty-s3cret']) expect(text).not.toContain(secret);
  });

  it('an Authorization header without a scheme, and the access_token of a token answer', async () => {
    await api.fetch('/__emulator/requests', { method: 'DELETE' });
    await api.fetch('/v2/application-keys', { headers: { authorization: 'no-scheme-s3cret' } });
    const answer = await token('grant_type=implicit&client_id=a', 'application/x-www-form-urlencoded');
    const { access_token } = (await answer.json()) as { access_token: string };
    const entries = await journal(api.url);
    const text = JSON.stringify(entries);
    expect(text).not.toContain('no-scheme-s3cret');
    expect(text).not.toContain(access_token);
    expect(entries[0]?.headers.authorization).toBe('***');
  });

  it("a created key's client_secret", async () => {
    await api.fetch('/__emulator/requests', { method: 'DELETE' });
    const created = await api.fetch('/v2/application-keys?session=journal', {
      method: 'POST',
      headers: { authorization: 'Bearer x', 'content-type': 'application/json' },
      body: JSON.stringify({ data: { type: 'application_key', name: 'Journal' } }),
    });
    const { data } = (await created.json()) as { data: { client_secret: string } };
    expect(JSON.stringify(await journal(api.url))).not.toContain(data.client_secret);
  });
});
