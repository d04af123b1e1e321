import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A JSON document on disk, kept in memory and written atomically (temp file +
 * rename) after every change, so the dev API's writes survive a restart and a
 * crash mid-write never leaves half a file.
 */
export class JsonStore<T> {
  private value: T;

  constructor(
    private readonly file: string,
    seed: () => T,
    reset = false,
  ) {
    mkdirSync(path.dirname(file), { recursive: true });
    this.value = reset ? seed() : this.load(seed);
    if (reset) this.persist();
  }

  /** The current document. Treat it as read-only; change it through `update`. */
  get(): T {
    return this.value;
  }

  /** Changes the document and writes it to disk before returning the mutator's result. */
  update<R>(mutate: (draft: T) => R): R {
    const result = mutate(this.value);
    this.persist();
    return result;
  }

  private load(seed: () => T): T {
    try {
      const saved = JSON.parse(readFileSync(this.file, 'utf8')) as Partial<T>;
      // A data folder from an older version lacks fields added since: take
      // those from the seed instead of crashing the routes that need them.
      return { ...seed(), ...saved };
    } catch {
      const fresh = seed();
      this.value = fresh;
      this.persist();
      return fresh;
    }
  }

  private persist() {
    const temporary = `${this.file}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(this.value));
    renameSync(temporary, this.file);
  }
}
