#!/usr/bin/env node
/**
 * Runs the suite's phases one after another (`npm run <script>` each), stops at the first that fails, and
 * ends with how long each took, so a run shows where the suite's time goes (`npm test`, in the README).
 *
 * A phase may name several scripts joined by `+` (`typecheck+lint+build`): they run side by side. The
 * type checker and the linter use one core each for most of their run, so on two cores the three together
 * took 1m18s against 1m46s one after another (2026-11-28). Each one's output is held and printed whole
 * when it ends, so their lines never interleave.
 *
 *   node scripts/test-phases.mjs <script>[+<script>…] [<script>[+<script>…]…]
 */
import { spawn } from 'node:child_process';

const phases = process.argv.slice(2);
if (phases.length === 0) {
  console.error('usage: node scripts/test-phases.mjs <script>[+<script>…] [<script>[+<script>…]…]');
  process.exit(2);
}

const minutes = (ms) => `${Math.floor(ms / 60_000)}m ${((ms % 60_000) / 1000).toFixed(0).padStart(2, '0')}s`;

/** Runs `npm run <script>`; alone it prints as it goes, beside others its output waits for its end. */
function runScript(script, alone) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', script], { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (status, signal) => {
      if (!alone) process.stdout.write(Buffer.concat(output));
      resolve({ script, ms: Date.now() - started, code: status ?? (signal ? 1 : 0) });
    });
  });
}

/** Each phase run: its name, its wall time, and each of its scripts' own result. */
const ran = [];
let failed;
for (const phase of phases) {
  const scripts = phase.split('+');
  const started = Date.now();
  const results = await Promise.all(scripts.map((script) => runScript(script, scripts.length === 1)));
  ran.push({ name: phase.replaceAll('+', ' + '), ms: Date.now() - started, results });
  failed = results.find(({ code }) => code !== 0);
  if (failed) break;
}

const line = (name, ms) => console.log(`  ${name.padEnd(24)} ${minutes(ms)}`);
console.log('\nThe suite, phase by phase:');
for (const { name, ms, results } of ran) {
  line(name, ms);
  // Scripts run side by side each get their own line under the phase.
  if (results.length > 1) for (const { script, ms: own } of results) line(`  ${script}`, own);
}
const total = ran.reduce((sum, { ms }) => sum + ms, 0);
console.log(`  ${'total'.padEnd(24)} ${minutes(total)}${failed ? ` (stopped: ${failed.script} failed)` : ''}`);
process.exit(failed ? failed.code || 1 : 0);
