const { WELL_KNOWN_IDS } = require('commerce-emulator');
const { expect, test } = require('./fixtures');

const headers = { Authorization: 'Bearer any-token' };

test('a paused subscription with its plan, and the application keys in a page', async ({ request, page }) => {
  // ?scenario=paused answers from the world where subscription ...001 is paused
  const res = await request.get(
    `/v2/subscriptions/subscriptions/${WELL_KNOWN_IDS.active}?include=plans&scenario=paused`,
    { headers },
  );
  expect(res.status()).toBe(200);
  const { data, included } = await res.json();
  expect(data.meta.paused).toBe(true);
  expect(included.plans.map((plan) => plan.id)).toContain(data.attributes.plan_id);

  // Browser code reaches the emulator too (msw/node handlers would not: they live in the test process).
  await page.goto('/__emulator/health');
  const keys = await page.evaluate(async (headers) => {
    const res = await fetch('/v2/application-keys', { headers });
    return res.json();
  }, headers);
  expect(keys.data).toHaveLength(25);
  expect(keys.meta.results.total).toBe(30);
});
