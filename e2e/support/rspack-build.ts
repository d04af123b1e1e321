import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './site-server.ts';

/** Runs `rspack build -c <config>` from the repository with extra environment; rejects with its errors. */
export function rspackBuild(config: string, env: Record<string, string>): Promise<void> {
  const rspackCli = path.join(repoRoot, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js');
  return new Promise<void>((resolve, reject) => {
    const build = spawn(process.execPath, [rspackCli, 'build', '-c', config], {
      cwd: repoRoot,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    build.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    build.once('error', reject);
    build.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`rspack build exited ${code}:\n${errors}`)),
    );
  });
}

/** A stand-in app folder: the area's package.json at another version, so a build writes that release. */
export function appFolderAtVersion(workDir: string, folder: string, version: string): string {
  const appDir = path.join(workDir, `${folder}-${version}`);
  mkdirSync(appDir, { recursive: true });
  const pkg = JSON.parse(readFileSync(path.join(repoRoot, folder, 'package.json'), 'utf8')) as object;
  writeFileSync(path.join(appDir, 'package.json'), JSON.stringify({ ...pkg, version }));
  return appDir;
}

/** The version an app's package.json names: the release every server starts with. */
export function committedVersion(folder: string): string {
  return (JSON.parse(readFileSync(path.join(repoRoot, folder, 'package.json'), 'utf8')) as { version: string }).version;
}
