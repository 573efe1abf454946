import { basename } from 'node:path';
import { WELL_KNOWN_IDS } from 'commerce-emulator';
import { afterAll, expect, inject, test } from 'vitest';

const url = inject('emulatorUrl');
const session = basename(import.meta.filename); // this file's own session, with a clock of its own
const headers = { Authorization: 'Bearer any-token', 'X-Emulator-Session': session };
afterAll(() => fetch(`${url}/__emulator/sessions/${session}`, { method: 'DELETE' }));

const subscription = `${url}/v2/subscriptions/subscriptions/${WELL_KNOWN_IDS.active}`;

test('40 days later, subscription ...001 has one more invoice, paid', async () => {
  const earlier = await (await fetch(`${subscription}/invoices`, { headers })).json();

  // The admin API (no token) moves this session's clock; billing runs every run and payment that falls in between.
  const moved = await fetch(`${url}/__emulator/clock?session=${session}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ advance: 'P40D' }),
  });
  expect(await moved.json()).toMatchObject({ now: '2026-02-10T00:00:00Z', session });

  // Monthly, and not paused here (subscription-states.test.js paused it in its own session).
  const later = await (await fetch(`${subscription}/invoices`, { headers })).json();
  expect(later.meta.results.total).toBe(earlier.meta.results.total + 1);
  const invoice = later.data.at(-1);
  expect(invoice.attributes.outstanding).toBe(false);
  const payments = await (await fetch(`${subscription}/invoices/${invoice.id}/payments`, { headers })).json();
  expect(payments.data.map((payment) => payment.attributes.success)).toEqual([true]);
});
