import { createEmulator } from 'commerce-emulator';

// Mocha's global fixtures run once, in the main process: the setup before Mocha starts the workers, the teardown
// after they are all done. One emulator, a real HTTP server on a free port, for every spec file. The workers are
// child processes started after mochaGlobalSetup, so they inherit the environment variable it sets.
export async function mochaGlobalSetup() {
  this.server = await createEmulator().listen();
  process.env.EMULATOR_URL = this.server.url;
}

export async function mochaGlobalTeardown() {
  await this.server.close();
}
