import assert from 'node:assert/strict';
import { basename } from 'node:path';
import { WELL_KNOWN_IDS } from 'commerce-emulator';

let url;
before(() => {
  url = process.env.EMULATOR_URL;
});
const session = basename(import.meta.filename); // this file's own session, with a clock of its own
const headers = { Authorization: 'Bearer any-token', 'X-Emulator-Session': session };
after(() => fetch(`${url}/__emulator/sessions/${session}`, { method: 'DELETE' }));

it('40 days later, subscription ...001 has one more invoice, paid', async () => {
  const subscription = `${url}/v2/subscriptions/subscriptions/${WELL_KNOWN_IDS.active}`;
  const earlier = await (await fetch(`${subscription}/invoices`, { headers })).json();

  // The admin API (no token) moves this session's clock; billing runs every run and payment that falls in between.
  const moved = await fetch(`${url}/__emulator/clock?session=${session}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ advance: 'P40D' }),
  });
  const clock = await moved.json();
  assert.equal(clock.now, '2026-02-10T00:00:00Z');
  assert.equal(clock.session, session);

  // Monthly, and not paused here (subscription-states.spec.js paused it in its own session).
  const later = await (await fetch(`${subscription}/invoices`, { headers })).json();
  assert.equal(later.meta.results.total, earlier.meta.results.total + 1);
  const invoice = later.data.at(-1);
  assert.equal(invoice.attributes.outstanding, false);
  const payments = await (await fetch(`${subscription}/invoices/${invoice.id}/payments`, { headers })).json();
  assert.deepEqual(
    payments.data.map((payment) => payment.attributes.success),
    [true],
  );
});
