/**
 * The singletons the shell provides to areas (build/shell-shared.ts writes this module at build time;
 * only shell/src/remotes/federation.ts imports it).
 */
declare module '@platform/provided-shared' {
  import type { init } from '@module-federation/runtime';

  /** Each shared key with its version, its range and a getter of the shell's copy. */
  export const providedShared: NonNullable<Parameters<typeof init>[0]['shared']>;
}
