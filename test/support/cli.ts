import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** A child process's output gathered as it comes (`text`), and its end with all of it (`exited`). */
export function gather(child: ChildProcess) {
  const text = { stdout: '', stderr: '' };
  child.stdout?.on('data', (chunk) => {
    text.stdout += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    text.stderr += chunk;
  });
  const exited = new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, ...text })),
  );
  return { text, exited };
}

/** The CLI from source in one process (no npx, whose own warnings would land on stderr), with its output gathered. */
export function cli(...args: string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/node/cli.ts', ...args], { cwd: ROOT });
  const { text, exited } = gather(child);
  const listening = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', () => {
      const url = /^commerce-emulator listening on (http:\/\/\S+)$/m.exec(text.stdout)?.[1];
      if (url) resolve(url);
    });
    exited.then(() => reject(new Error(`the CLI exited before listening: ${text.stderr}`)));
  });
  listening.catch(() => {});
  /** Resolves once the output so far matches `pattern`. */
  const output = (pattern: RegExp) =>
    new Promise<string>((resolve, reject) => {
      const check = () => {
        if (pattern.test(text.stdout)) {
          child.stdout.off('data', check);
          resolve(text.stdout);
        }
      };
      child.stdout.on('data', check);
      check();
      exited.then(() => reject(new Error(`the CLI exited before printing ${pattern}: ${text.stdout}${text.stderr}`)));
    });
  return { child, exited, listening, output };
}
