import { describe, expect, it } from 'vitest';
import { cli } from '../support/cli.js';

// Billing runs grew faster than linearly and ran on the event loop in one go: {"to":"9999-12-31T00:00:00Z"} never
// answered, health checks timed out meanwhile, and SIGTERM was ignored until SIGKILL.
describe('no clock move keeps the server from answering', { timeout: 90_000 }, () => {
  it('the worst move allowed: health answers within a second all along; past the limit: a 400 at once', async () => {
    const { child, exited, listening } = cli('--port', '0', '--log', 'silent', '--scenario', 'many-subscriptions');
    const url = await listening;
    try {
      const far = await fetch(`${url}/__emulator/clock?session=far`, {
        method: 'POST',
        body: JSON.stringify({ to: '9999-12-31T00:00:00Z' }),
      });
      expect(far.status).toBe(400);
      let moving = true;
      const move = fetch(`${url}/__emulator/clock?session=worst`, {
        method: 'POST',
        body: JSON.stringify({ advance: 'P10Y' }),
      }).finally(() => {
        moving = false;
      });
      const waits: number[] = [];
      while (moving) {
        const started = performance.now();
        expect((await fetch(`${url}/__emulator/health`)).status).toBe(200);
        waits.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect((await move).status).toBe(200);
      expect(waits.length).toBeGreaterThan(0);
      expect(Math.max(...waits)).toBeLessThan(1000);
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
  });

  it('SIGTERM during a long move: the move is refused, nothing moved, and the server exits at once', async () => {
    const { child, exited, listening } = cli('--port', '0', '--log', 'silent', '--scenario', 'many-subscriptions');
    const url = await listening;
    const move = fetch(`${url}/__emulator/clock?session=worst`, {
      method: 'POST',
      body: JSON.stringify({ advance: 'P10Y' }),
    }).then(
      (response) => response.status,
      () => 'closed',
    );
    await new Promise((resolve) => setTimeout(resolve, 150));
    const started = performance.now();
    child.kill('SIGTERM');
    const { code } = await exited;
    expect(code).toBe(0);
    expect(performance.now() - started).toBeLessThan(2000);
    expect([409, 'closed']).toContain(await move);
  });
});
