import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The CLI from source in one process (no npx, whose own warnings would land on stderr), with its output gathered. */
export function cli(...args: string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/node/cli.ts', ...args], { cwd: ROOT });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, stdout, stderr })),
  );
  const listening = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', () => {
      const url = /^commerce-emulator listening on (http:\/\/\S+)$/m.exec(stdout)?.[1];
      if (url) resolve(url);
    });
    exited.then(() => reject(new Error(`the CLI exited before listening: ${stderr}`)));
  });
  listening.catch(() => {});
  /** Resolves once the output so far matches `pattern`. */
  const output = (pattern: RegExp) =>
    new Promise<string>((resolve, reject) => {
      const check = () => {
        if (pattern.test(stdout)) {
          child.stdout.off('data', check);
          resolve(stdout);
        }
      };
      child.stdout.on('data', check);
      check();
      exited.then(() => reject(new Error(`the CLI exited before printing ${pattern}: ${stdout}${stderr}`)));
    });
  return { child, exited, listening, output };
}
