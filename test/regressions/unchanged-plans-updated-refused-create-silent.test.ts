import { expect, it } from 'vitest';
import { createEmulator } from '../../src/index.js';

// Found in issue 23: under 2026, adding a plan to an offering emitted `subscription-plan.updated` for each of the
// offering's other plans, which had not changed (the write makes their records again): a webhook receiver was told of
// changes that never happened. Likewise a subscription made with a plan refused by the rules (a 400 from the rules,
// not the schema) emitted no `subscription.create-failed`.
const headers = { authorization: 'Bearer x', 'content-type': 'application/json', 'x-emulator-session': 'siblings' };

it('adding a plan to an offering emits its plan.created and the offering.updated, nothing of the other plans', async () => {
  const emulator = createEmulator({ apiVersion: '2026' });
  const offerings = (await (await emulator.request('/v2/subscriptions/offerings', { headers })).json()) as {
    data: { id: string }[];
  };
  const offering = offerings.data[0]?.id as string;
  const body = {
    data: { type: 'subscription_offering_plan', attributes: { name: 'Beans', price: { EUR: { amount: 900 } } } },
  };
  const made = await emulator.request(`/v2/subscriptions/offerings/${offering}/plans`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  expect(made.status).toBe(201);
  const plan = ((await made.json()) as { data: { id: string } }).data.id;
  const events = emulator.events({ session: 'siblings' }).map(({ key, resource }) => [key, resource.id]);
  expect(events).toEqual([
    ['subscription-offering.updated', offering],
    ['subscription-plan.created', plan],
  ]);
});

it("a create the rules refuse with a 400 (a plan that is not the offering's) emits subscription.create-failed", async () => {
  const emulator = createEmulator({ apiVersion: '2024' });
  const subscriptions = (await (await emulator.request('/v2/subscriptions/subscriptions', { headers })).json()) as {
    data: { attributes: { offering: { id: string } } }[];
  };
  const offering = subscriptions.data[0]?.attributes.offering.id as string;
  const data = {
    account_id: 'e0000000-0000-4000-8000-000000000023',
    offering_id: offering,
    plan_id: 'e1000000-0000-4000-8000-000000000023',
    currency: 'EUR',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    manual_payments: false,
  };
  const refused = await emulator.request('/v2/subscriptions/subscriptions', {
    method: 'POST',
    headers,
    body: JSON.stringify({ data }),
  });
  expect(refused.status).toBe(400);
  const { errors } = (await refused.json()) as { errors: { detail: string }[] };
  const [event] = emulator.events({ key: 'subscription.create-failed' });
  expect(event?.payload).toEqual({ data, errors: [{ status: 400, detail: errors[0]?.detail }] });
});
