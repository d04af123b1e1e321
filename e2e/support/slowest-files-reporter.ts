import path from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Prints, after the run, the ten test files that took longest (every
 * attempt counted) and the run's wall time, so the next slowdown shows in
 * every CI log rather than being found by a review.
 */
export default class SlowestFilesReporter implements Reporter {
  private readonly perFile = new Map<string, { milliseconds: number; tests: number }>();

  onTestEnd(test: TestCase, result: TestResult) {
    const file = path.relative(process.cwd(), test.location.file);
    const entry = this.perFile.get(file) ?? { milliseconds: 0, tests: 0 };
    entry.milliseconds += result.duration;
    entry.tests += 1;
    this.perFile.set(file, entry);
  }

  onEnd(result: FullResult) {
    const slowest = [...this.perFile.entries()].sort((a, b) => b[1].milliseconds - a[1].milliseconds).slice(0, 10);
    const lines = slowest.map(
      ([file, { milliseconds, tests }]) =>
        `  ${(milliseconds / 1000).toFixed(1).padStart(6)} s  ${String(tests).padStart(3)} runs  ${file}`,
    );
    console.log(`\nThe ten slowest test files (seconds summed over their test runs):\n${lines.join('\n')}`);
    console.log(`Playwright wall time: ${(result.duration / 1000).toFixed(1)} s\n`);
  }

  printsToStdio() {
    return false;
  }
}
