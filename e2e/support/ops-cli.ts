import { spawn } from 'node:child_process';
import { distDir, repoRoot } from './site-server.ts';

/** What one ops command printed and how it ended. */
export interface OpsResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `npm run ops -- <args>` (without npm's overhead) against a data directory. */
export function runOpsCli(args: string[], env: Record<string, string>): Promise<OpsResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/ops.ts', ...args], {
      cwd: repoRoot,
      env: { ...process.env, DIST_DIR: distDir, OPS_ACTOR: 'e2e', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}
