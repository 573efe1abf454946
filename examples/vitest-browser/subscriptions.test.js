import { createEmulator, WELL_KNOWN_IDS } from 'commerce-emulator/browser';
import { setupWorker } from 'msw/browser';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';

// This file runs in Chromium. The emulator's handlers answer the API's paths on any origin, through MSW's Service
// Worker (public/mockServiceWorker.js, put there by `msw init`).
const API = 'https://api.example.com';
const headers = { Authorization: 'Bearer any-token' };

const emulator = createEmulator();
const worker = setupWorker(...emulator.handlers);

beforeAll(() => worker.start({ onUnhandledRequest: 'bypass', quiet: true }));
afterEach(() => emulator.reset()); // drop what a test wrote
afterAll(() => worker.stop());

test('a paused subscription with its plan, and the application keys', async () => {
  // ?scenario=paused answers from the world where subscription ...001 is paused
  const res = await fetch(
    `${API}/v2/subscriptions/subscriptions/${WELL_KNOWN_IDS.active}?include=plans&scenario=paused`,
    { headers },
  );
  expect(res.status).toBe(200);
  const { data, included } = await res.json();
  expect(data.meta.paused).toBe(true);
  expect(included.plans.map((plan) => plan.id)).toContain(data.attributes.plan_id);

  const keys = await (await fetch(`${API}/v2/application-keys`, { headers })).json();
  expect(keys.data).toHaveLength(25);
  expect(keys.meta.results.total).toBe(30);
});
