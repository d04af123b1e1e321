/**
 * Adds lockfile entries for platform-specific optional packages (other
 * operating systems' native bindings of rspack, swc, ...) that this machine's
 * npm registry mirror does not serve.
 *
 * Why: `npm install` here silently leaves those packages out of
 * package-lock.json, and `npm ci` then refuses the lockfile as out of sync.
 * Each added entry names the package's os/cpu, so npm skips it on other
 * platforms exactly as it would with a complete lockfile.
 *
 * Run after every `npm install`: `npm run lockfile:complete`.
 */
import { readFileSync, writeFileSync } from 'node:fs';

const OSES = new Set([
  'darwin',
  'linux',
  'win32',
  'android',
  'freebsd',
  'openbsd',
  'netbsd',
  'sunos',
  'aix',
  'openharmony',
]);
const CPUS = new Set(['arm64', 'x64', 'ia32', 'arm', 'ppc64', 'riscv64', 's390x', 'loong64', 'mips64el', 'wasm32']);

/** os, cpu and libc of a binding package, read from its name (`@rspack/binding-linux-x64-musl`). */
function platformOf(name) {
  const parts = name.split('/').at(-1).split('-');
  const platform = {};
  for (const part of parts) {
    if (OSES.has(part)) platform.os = [part];
    else if (CPUS.has(part)) platform.cpu = [part];
    else if (part === 'gnu' || part === 'gnueabihf') platform.libc = ['glibc'];
    else if (part === 'musl') platform.libc = ['musl'];
  }
  return platform;
}

const lockPath = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const added = [];

for (const [location, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const candidates = [`${location ? `${location}/` : ''}node_modules/${name}`, `node_modules/${name}`];
    if (candidates.some((key) => lock.packages[key])) continue;
    const platform = platformOf(name);
    if (!platform.os && !platform.cpu) continue;
    lock.packages[`node_modules/${name}`] = {
      version,
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      ...platform,
    };
    added.push(`${name}@${version}`);
  }
}

lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(added.length ? `lockfile: added ${added.length} platform entries` : 'lockfile: complete');
