import { readFile } from 'node:fs/promises';
import { z } from 'zod';

/**
 * The parts of a Module Federation `mf-manifest.json` the server relies on.
 * Loose objects: a newer plugin may add fields without breaking the checks.
 */
export const federationManifestSchema = z.looseObject({
  name: z.string().min(1),
  metaData: z.looseObject({
    buildInfo: z.looseObject({ buildVersion: z.string() }).optional(),
    remoteEntry: z.looseObject({ name: z.string(), path: z.string() }),
  }),
  shared: z.array(
    z.looseObject({
      name: z.string(),
      version: z.string(),
      singleton: z.boolean().optional(),
      requiredVersion: z.union([z.string(), z.literal(false)]).optional(),
    }),
  ),
  exposes: z
    .array(
      z.looseObject({
        name: z.string(),
        path: z.string(),
        assets: z.looseObject({ js: z.looseObject({ sync: z.array(z.string()) }) }).optional(),
      }),
    )
    .default([]),
});

/** A parsed federation manifest. */
export type FederationManifest = z.infer<typeof federationManifestSchema>;

/** Raised when a manifest is missing, is not JSON or lacks what the checks need. */
export class ManifestError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ManifestError';
  }
}

/** Reads and parses a manifest file; the error names the file and what is wrong with it. */
export async function readManifest(file: string): Promise<{ manifest: FederationManifest; bytes: Buffer }> {
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch {
    throw new ManifestError(`${file} is missing`);
  }
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch (error) {
    throw new ManifestError(`${file} is not valid JSON (${(error as Error).message})`);
  }
  const parsed = federationManifestSchema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
    throw new ManifestError(`${file} is not a federation manifest: ${problems.join('; ')}`);
  }
  return { manifest: parsed.data, bytes };
}

/** The chunks each exposed module loads (its `sync` scripts), by expose name: what the shell fetches with the entry. */
export function exposeChunks(manifest: FederationManifest): Record<string, string[]> {
  return Object.fromEntries(manifest.exposes.map((expose) => [expose.name, expose.assets?.js.sync ?? []]));
}
