import assert from 'node:assert/strict';
import { basename } from 'node:path';

// Set by mochaGlobalSetup in emulator-fixture.js. Read it in a hook, not when the file loads: without --parallel
// (or with --jobs 1), Mocha loads the spec files before it runs the global setup.
let url;
before(() => {
  url = process.env.EMULATOR_URL;
});
// This file's own session, named after it: its writes are seen by its own requests only, whatever the other
// workers write meanwhile.
const session = basename(import.meta.filename);
const headers = {
  Authorization: 'Bearer any-token',
  'Content-Type': 'application/json',
  'X-Emulator-Session': session,
};
after(() => fetch(`${url}/__emulator/sessions/${session}`, { method: 'DELETE' })); // drop this file's writes

it('a key created in this session is listed in it, and nowhere else', async () => {
  const body = JSON.stringify({ data: { type: 'application_key', name: 'Mobile app' } });
  const created = await fetch(`${url}/v2/application-keys`, { method: 'POST', headers, body });
  assert.equal(created.status, 201);
  const { data: key } = await created.json();

  const mine = await (await fetch(`${url}/v2/application-keys?page[limit]=100`, { headers })).json();
  assert.equal(mine.meta.results.total, 31);
  assert.equal(mine.data.at(-1).id, key.id);

  const otherSession = { ...headers, 'X-Emulator-Session': 'someone-else' };
  const theirs = await (await fetch(`${url}/v2/application-keys`, { headers: otherSession })).json();
  assert.equal(theirs.meta.results.total, 30);
});
