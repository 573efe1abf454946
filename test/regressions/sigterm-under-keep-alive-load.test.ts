import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { cli } from '../support/cli.js';

// SIGTERM under load reset about a third of the requests under way, and served keep-alive clients for 3 s without
// ever saying `Connection: close`.
describe('SIGTERM under 48 keep-alive clients', { timeout: 60_000 }, () => {
  it('answers every request it took, resets none, and exits within 2 s', async () => {
    const { child, exited, listening } = cli('--port', '0', '--log', 'silent');
    const url = new URL(await listening);
    const failures: string[] = [];
    let answered = 0;
    let closedByServer = 0;
    let stopping = false;
    const client = async () => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      for (;;) {
        const outcome = await new Promise<'ok' | 'refused' | string>((resolve) => {
          const request = http.get(
            {
              host: url.hostname,
              port: url.port,
              path: '/v2/application-keys?page[limit]=5',
              agent,
              headers: { authorization: 'Bearer x' },
            },
            (response) => {
              response.resume();
              response.on('end', () => {
                if (response.headers.connection === 'close') closedByServer++;
                resolve(response.statusCode === 200 ? 'ok' : `status ${response.statusCode}`);
              });
              response.on('error', (error) => resolve(`answer broken: ${error.message}`));
            },
          );
          request.on('error', (error: NodeJS.ErrnoException) =>
            resolve(error.code === 'ECONNREFUSED' ? 'refused' : `${error.code ?? error.message}`),
          );
        });
        if (outcome === 'ok') answered++;
        else if (outcome === 'refused')
          break; // the server no longer takes new connections: not a reset
        else {
          failures.push(outcome);
          break;
        }
      }
      agent.destroy();
    };
    const clients = Array.from({ length: 48 }, client);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const answeredBefore = answered;
    const started = performance.now();
    stopping = true;
    child.kill('SIGTERM');
    const { code } = await exited;
    const took = performance.now() - started;
    await Promise.all(clients);
    expect(stopping).toBe(true);
    expect(answeredBefore).toBeGreaterThan(48);
    expect(failures).toEqual([]);
    expect(closedByServer).toBeGreaterThan(0);
    expect(code).toBe(0);
    expect(took).toBeLessThan(2000);
  });
});
