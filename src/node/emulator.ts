import {
  type CoreEmulator,
  type EmulatorOptions as CoreOptions,
  createCore,
  type EmulatorControl,
} from '../emulator.js';
import { loadMsw } from './msw.js';
import { type ListenOptions, listen, type RunningServer, type ServerOptions } from './server.js';

export interface EmulatorOptions extends CoreOptions, ServerOptions {}

export interface Emulator extends CoreEmulator {
  /** Starts an HTTP server on a free port (or `port`); resolves to its `url` and `close()`. */
  listen(options?: ListenOptions): Promise<RunningServer>;
}

/** The Node emulator and, for the command line, its control. */
export function createNodeEmulator(options: EmulatorOptions = {}): { emulator: Emulator; control: EmulatorControl } {
  const { emulator, control } = createCore(options, loadMsw);
  const node = emulator as Emulator;
  node.listen = (at) => listen(control, options, at);
  return { emulator: node, control };
}
