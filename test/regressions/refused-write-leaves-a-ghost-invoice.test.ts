import { expect, it } from 'vitest';
import { BEARER, JSON_TYPE, useServer } from './support.js';

// Found by review (issue 22): a write refused after its catch-up had billed a subscription and run a tax job took
// everything back but the store-wide invoice index, which it had built meanwhile at the revision it went back to:
// `GET /v2/subscriptions/invoices` then listed an invoice that did not exist, and GET of it answered 200.
const server = useServer({ apiVersion: '2026' });
const SUB = '00000000-0000-4000-8000-000000000001';
const SESSION = { ...BEARER, ...JSON_TYPE, 'x-emulator-session': 'ghost' };

async function send(method: string, path: string, body?: unknown) {
  const response = await server.fetch(path, {
    method,
    headers: SESSION,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, json: (await response.json().catch(() => null)) as Record<string, unknown> };
}

it('a refused write leaves no invoice in the store-wide list, not even one its catch-up billed', async () => {
  // Two seconds before the subscription's next billing run.
  expect((await send('POST', '/__emulator/clock', { to: '2026-01-14T18:46:55Z' })).status).toBe(200);
  const total = async (path: string) =>
    ((await send('GET', path)).json.meta as { results: { total: number } }).results.total;
  // Counted before the jobs (which make no invoice): nothing reads the invoices between them and the refused write.
  const before = await total('/v2/subscriptions/invoices');
  const unknownInvoice = '11111111-1111-4111-8111-111111111111';
  const taxes = [{ invoice_id: unknownInvoice, tax_items: [{ type: 'tax_item', rate: 0.1 }] }];
  const job = (attributes: Record<string, unknown>) =>
    send('POST', '/v2/subscriptions/jobs', { data: { type: 'subscription_job', attributes } });
  expect((await job({ job_type: 'tax-run', taxes })).status).toBe(201);
  expect((await job({ job_type: 'payment-run' })).status).toBe(201);
  // A resume of an active subscription is refused; its catch-up had billed the run due at :57 meanwhile.
  const state = { data: { type: 'subscription_state', attributes: { action: 'resume' } } };
  expect((await send('POST', `/v2/subscriptions/subscriptions/${SUB}/states`, state)).status).toBe(422);
  expect(await total('/v2/subscriptions/invoices')).toBe(before);
  const listed = (await send('GET', '/v2/subscriptions/invoices?page[limit]=100')).json.data as { id: string }[];
  for (const { id } of listed) expect((await send('GET', `/v2/subscriptions/invoices/${id}`)).status).toBe(200);
  const own = (await send('GET', `/v2/subscriptions/subscriptions/${SUB}/invoices?page[limit]=100`)).json.data as {
    id: string;
  }[];
  const storeWide = new Set(listed.map((invoice) => invoice.id));
  for (const { id } of own) expect(storeWide.has(id)).toBe(true);
});
