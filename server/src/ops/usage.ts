import { AREAS } from '@shared/registry';
import { DEFAULT_ROLLOUT_RULES, DEFAULT_STEPS } from '../rollout/rollout-record.ts';

/** Printed for `help` and with every usage error. */
export const USAGE = `Usage: npm run ops -- <command> [options]

  status                           each area's current, previous and canary version, who changed it, and failures
                                   per release: load failures, page crashes and hydration errors reported by browsers (unverified), server render failures;
                                   health over the last hour, current and canary side by side: pages served, failure rates by kind and route, clients
  publish <area> [version]         copy a build (dist/releases/<area>/<version>; version from the area's package.json)
                                   into the server's release store; an existing version with other bytes is refused
  check <area> [version]           every check promote runs (integrity, shared versions, routes and links against the live
                                   registry, the smoke test), changing nothing: on the build in --from (default
                                   DIST_DIR/releases) before it is published, so a refused build burns no version; on
                                   the published release when it is in the store and --from is not given
  preview <area> <version> [<area> <version> …] [--for 1h] [--path /page]
                                   a signed link that gives the browser opening it those published releases (routes,
                                   server rendering, a banner with a way out) until it expires; nobody else is affected,
                                   and its pages count in no health or rollout figures
  promote <area> <version>         make a published version current for everyone (ends a canary); first a smoke test
                                   renders every public page of the release on the server's Node build (--skip-smoke: not)
  rollback <area> [--force]        back to the previous version, or end a running canary; refused (naming kind, count
                                   and last reason) when failures of any kind were recorded against the previous
                                   version since it stopped being current, unless --force (kept in the history)
  canary <area> <version> <pct>    serve a version to pct % of browsers (by cohort cookie), after the same smoke test
  history <area>                   the area's changes, newest first: who, why (--reason), the commit, and each rollout
                                   decision's figures
  lock <area> --reason <text>      refuse every change to the area (promote, rollback, canary, a rollout's start or next
                                   step) until unlock; the refusal names who locked it and why
  unlock <area> [--reason <text>]  accept changes again
  rollout <area> <version> [--steps 5,25,50,100] [--interval 10m]
                                   a canary at the first step (same checks and smoke test), then the site servers
                                   move it through the steps while it is not worse than the current release, hold it
                                   on too little data, and stop it at once on a hard signal; 100 is a promote.
                                   Returns at once: ops status shows the step and the last judgement
  rollout <area> --stop            end the running rollout and its canary (everyone gets the current release)
  registry restore [<revision>]    without a revision: list the kept copies of registry.json (time, what each holds);
                                   with one: write that copy back as the registry (also when the file is damaged)
  settings                         RELEASE_ORIGINS and RELEASES_BASE_URL in use: with DATABASE_URL the ones every
                                   server shares (stored in PostgreSQL), otherwise this environment's
  settings set [--release-origins <a,b>] [--releases-base-url <url>]
                                   change the shared ones (PostgreSQL only); every running server uses them at once
  migrate --to postgres|files      copy the registry (revision and whole history), every published release and the
                                   failure counts from the files in DATA_DIR into the PostgreSQL of DATABASE_URL
                                   (--to postgres, storing this environment's RELEASE_ORIGINS and RELEASES_BASE_URL as
                                   the shared ones), or back from it into DATA_DIR (--to files, printing the stored ones
                                   for the servers' environment); the target must hold no registry yet (else refused,
                                   nothing written). Stop every server (or keep the source read-only) while it runs;
                                   the source is only read

Options:
  --actor <text>       who makes the change (default: $OPS_ACTOR or your user name)
  --reason <text>      why: kept in the history with the change (required by lock)
  --commit <sha>       the commit of the code the change ships, kept in the history (7 to 40 hex characters)
  --for <time>         preview: how long the link works: 90m, 8h (default 1h, at most 168h)
  --path <page>        preview: the page the link opens (default /)
  --if-revision <n>    apply only if the registry is still at revision n (compare-and-swap)
  --from <dir>         publish or check the build in this folder laid out as <area>/<version> (default: DIST_DIR/releases)
  --json               machine-readable output (status, history, settings)
  --force              rollback: go back even to a version with failures recorded since it was last current
  --skip-smoke         promote or canary without the smoke test (an emergency: the API down, a fix that must go out)
  --to <store>         migrate's target: postgres or files
  --steps <a,b,…>      rollout: the shares of browsers, climbing to 100 (default ${DEFAULT_STEPS.join(',')})
  --interval <time>    rollout: how often it is judged, over that last interval: 90s, 10m, 1h (default 10m)
  --windows <n>        rollout: healthy windows in a row before a step advances (default ${DEFAULT_ROLLOUT_RULES.windows})
  --min-pages <n>      rollout: pages the canary must serve in a window, or it holds (default ${DEFAULT_ROLLOUT_RULES.minPages})
  --min-clients <n>    rollout: distinct clients those pages went to, or it holds (default ${DEFAULT_ROLLOUT_RULES.minClients})
  --min-reporters <n>  rollout: distinct clients a browser-reported kind needs to count (default ${DEFAULT_ROLLOUT_RULES.minReporters})
  --stop               rollout: end the running one

The server's settings (DATA_DIR, DIST_DIR, DATABASE_URL, RELEASES_BASE_URL, RELEASE_ORIGINS, API_BASE_URL) apply; with
DATABASE_URL, RELEASES_BASE_URL and RELEASE_ORIGINS are the stored ones (this environment's seed them if none are).
The smoke test calls API_BASE_URL; without it, the dev API on DATA_DIR/dev-api, started for the test.
Areas: ${AREAS.join(', ')}.`;
