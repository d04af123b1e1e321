#!/usr/bin/env node
/**
 * Runs the suite's phases one after another (`npm run <phase>` each), stops at the first that fails, and
 * ends with how long each took, so a run shows where the suite's time goes (`npm test`, in the README).
 *
 *   node scripts/test-phases.mjs <script> [script…]
 */
import { spawnSync } from 'node:child_process';

const phases = process.argv.slice(2);
if (phases.length === 0) {
  console.error('usage: node scripts/test-phases.mjs <script> [script…]');
  process.exit(2);
}

const minutes = (ms) => `${Math.floor(ms / 60_000)}m ${((ms % 60_000) / 1000).toFixed(0).padStart(2, '0')}s`;
const times = [];
let failed;
for (const phase of phases) {
  const started = Date.now();
  const { status, signal } = spawnSync('npm', ['run', phase], { stdio: 'inherit' });
  times.push([phase, Date.now() - started]);
  if (status !== 0) {
    failed = { phase, code: status ?? (signal ? 1 : 0) };
    break;
  }
}

const total = times.reduce((sum, [, ms]) => sum + ms, 0);
console.log('\nThe suite, phase by phase:');
for (const [phase, ms] of times) console.log(`  ${phase.padEnd(12)} ${minutes(ms)}`);
console.log(`  ${'total'.padEnd(12)} ${minutes(total)}${failed ? ` (stopped: ${failed.phase} failed)` : ''}`);
process.exit(failed ? failed.code || 1 : 0);
