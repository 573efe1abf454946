import type { MswModule } from '../adapters/msw.js';

// The CommonJS build has its own `require`; the ES module build makes one. Either way msw is loaded only when
// `handlers` is first read, so `listen()` and the CLI work where msw is not installed (and start without node:module).
const load = (name: string): unknown =>
  (typeof require === 'function' ? require : process.getBuiltinModule('node:module').createRequire(import.meta.url))(
    name,
  );

/** msw, or one clear error saying how to get it. */
export function loadMsw(): MswModule {
  try {
    return load('msw') as MswModule;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'MODULE_NOT_FOUND') {
      throw new Error(
        `commerce-emulator: msw could not be loaded here (${(error as Error).message.split('\n')[0]}): ` +
          "pass it yourself, createEmulator({ msw: await import('msw') })",
      );
    }
    throw new Error(
      'commerce-emulator: emulator.handlers needs msw (2.12 or later, or 3): npm install --save-dev msw. ' +
        'listen() and the command line work without it.',
    );
  }
}
