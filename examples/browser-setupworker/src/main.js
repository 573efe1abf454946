import { createEmulator, WELL_KNOWN_IDS } from 'commerce-emulator/browser';
import { setupWorker } from 'msw/browser';

// In a real app, start the worker in development only (e.g. `if (import.meta.env.DEV)` with Vite).
const worker = setupWorker(...createEmulator().handlers);
await worker.start({ onUnhandledRequest: 'bypass', quiet: true });

// The app's own code, unchanged: it calls the API's usual base URL, and the Service Worker answers.
const API = 'https://api.example.com';
const res = await fetch(
  `${API}/v2/subscriptions/subscriptions/${WELL_KNOWN_IDS.active}?include=plans&scenario=paused`,
  { headers: { Authorization: 'Bearer any-token' } },
);
const { data, included } = await res.json();
const plan = included.plans.find((plan) => plan.id === data.attributes.plan_id);
document.querySelector('#subscription').textContent =
  `${data.attributes.name}: ${plan.attributes.name}, ${data.meta.paused ? 'paused' : data.meta.status}`;
