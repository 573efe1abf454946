import { afterEach, beforeEach, vi } from 'vitest';

// A test that writes to the console fails: output belongs in assertions, and a stray warning hides a real problem.
const methods = ['log', 'info', 'warn', 'error', 'debug'] as const;
let calls: string[] = [];

beforeEach(() => {
  calls = [];
  for (const method of methods) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      calls.push(`console.${method}: ${args.map(String).join(' ').slice(0, 300)}`);
    });
  }
});

afterEach(() => {
  vi.restoreAllMocks();
  if (calls.length > 0) throw new Error(`the test wrote to the console:\n${calls.join('\n')}`);
});
