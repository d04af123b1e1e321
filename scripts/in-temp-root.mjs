#!/usr/bin/env node
/**
 * Runs a command with the system's temp folder (TMPDIR) pointed at a folder of its own, and removes that
 * folder when the command ends, however it ends: `npm test` leaves nothing in /tmp. Whatever the suite makes
 * there goes with it: the tests' own folders, Chromium's profiles, and the caches the tools keep in the temp
 * folder (tsx's, jest's, Playwright's), which a fresh clone has none of anyway.
 *
 *   node scripts/in-temp-root.mjs <command> [args…]
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node scripts/in-temp-root.mjs <command> [args…]');
  process.exit(2);
}
const root = mkdtempSync(path.join(os.tmpdir(), 'npm-test-'));
const removeRoot = () => rmSync(root, { recursive: true, force: true });
const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, TMPDIR: root } });
// Ctrl-C reaches the child too (same process group); a TERM from outside is passed on, and the folder
// goes once the child has stopped.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => child.kill('SIGTERM'));
child.on('exit', (code, signal) => {
  removeRoot();
  process.exit(code ?? (signal ? 1 : 0));
});
