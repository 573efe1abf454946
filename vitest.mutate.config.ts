import { relative } from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The tests StrykerJS runs against each mutant (`npm run mutate`, see stryker.config.mjs): the `node` project of
 * vitest.config.ts on its own (Stryker's vitest runner takes a config file, not a project, and the `browser` project
 * needs Chromium), less the tests that cannot see an in-process mutant or check no behaviour of the mutated code.
 */

/**
 * Stryker stops at a mutant's first failing test, so the files likely to fail soonest go first: the one that failed
 * last (it killed the mutant before, likely a neighbour of this one), then the quickest. Vitest's own order runs the
 * slowest first.
 */
class QuickFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { cache, config } = this.ctx;
    const last = (file: TestSpecification) =>
      cache.getFileTestResults(`${file.project.name}:${relative(config.root, file.moduleId)}`);
    const failed = (file: TestSpecification) => (last(file)?.failed ? 0 : 1);
    const duration = (file: TestSpecification) => last(file)?.duration ?? 0;
    return [...files].sort((a, b) => failed(a) - failed(b) || duration(a) - duration(b));
  }
}

export default defineConfig({
  test: {
    testTimeout: 20_000,
    hookTimeout: 60_000,
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    exclude: [
      // They drive the CLI or a shell in a child process (test/support/cli.ts, bash): a mutant is only active in
      // the test's own process, so these can never kill one, and each takes seconds.
      'test/cli-*.test.ts',
      'test/faults.test.ts',
      'test/readme.test.ts',
      'test/regressions/one-clock-move-stops-the-server.test.ts',
      'test/regressions/sigterm-under-keep-alive-load.test.ts',
      // A real Chromium (playwright) on the dashboard and on the middleware in Express and Vite: slow, and waits on
      // painting; the API they drive is tested in-process elsewhere.
      'test/dashboard.test.ts',
      'test/middleware.test.ts',
      // Files compared with what generates them, and an esbuild bundle of the browser entry: no behaviour.
      'test/generated.test.ts',
      'test/entries.test.ts',
    ],
    setupFiles: ['test/setup/no-console.ts', 'test/setup/mutate.ts'],
    // The conformance tests behind one adapter (test/support/adapters.ts).
    env: { MUTATE: '1' },
    sequence: { sequencer: QuickFirst },
    // One module graph for all the files of a run instead of one per file: a mutant run costs about 40% less. Every
    // cache belongs to its emulator and the tests restore what they fake, so no file sees another's state.
    isolate: false,
  },
});
