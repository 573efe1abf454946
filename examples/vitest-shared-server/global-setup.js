import { createEmulator } from 'commerce-emulator';

// Runs once, in Vitest's main process, before any worker starts: one emulator, a real HTTP server on a free port,
// for every test file. The workers cannot see this process's variables; they get the URL with inject('emulatorUrl').
export default async function setup(project) {
  const server = await createEmulator().listen();
  project.provide('emulatorUrl', server.url);
  return () => server.close(); // after the last test file
}
