import {
  AREAS,
  isUnderPrefix,
  patternServes,
  prefixesCollide,
  type AreaName,
  type AreaRouteTable,
  type ShellRouteTable,
} from '@shared/registry';

/** The route tables a candidate release is judged against. */
export interface SiteRouteTables {
  /** The shell's own pages and the area pages it links to (its routes.json). */
  shell: ShellRouteTable;
  /** Each area's tables in the registry now: its current release and any canary. */
  areas: Partial<Record<AreaName, readonly AreaRouteTable[]>>;
}

const who = (area: AreaName) => `the ${area} area`;

function collisions(area: AreaName, table: AreaRouteTable, site: SiteRouteTables): string[] {
  const problems: string[] = [];
  for (const prefix of table.prefixes) {
    for (const other of AREAS.filter((candidate) => candidate !== area)) {
      const theirs = new Set((site.areas[other] ?? []).flatMap((their) => their.prefixes));
      for (const taken of theirs) {
        if (prefixesCollide(prefix, taken))
          problems.push(`its prefix ${prefix} collides with ${taken} of ${who(other)}`);
      }
    }
    for (const page of site.shell.routes.filter((route) => isUnderPrefix(route.path, prefix))) {
      problems.push(`its prefix ${prefix} covers the shell's page ${page.path}`);
    }
  }
  return problems;
}

function droppedLinks(area: AreaName, table: AreaRouteTable, site: SiteRouteTables): string[] {
  const ownedBefore = (site.areas[area] ?? []).flatMap((before) => before.prefixes);
  const owned = [...new Set([...ownedBefore, ...table.prefixes])];
  const linkers: [string, readonly string[]][] = [
    ["the shell's menus", site.shell.links],
    ...AREAS.filter((other) => other !== area).map(
      (other) => [who(other), (site.areas[other] ?? []).flatMap((their) => their.links)] as [string, string[]],
    ),
  ];
  const problems: string[] = [];
  for (const [linker, links] of linkers) {
    for (const link of new Set(links)) {
      if (!owned.some((prefix) => isUnderPrefix(link, prefix))) continue;
      if (table.routes.some((route) => patternServes(route.path, link))) continue;
      problems.push(`it no longer serves ${link}, which ${linker} link${linker.startsWith('the shell') ? '' : 's'} to`);
    }
  }
  return problems;
}

/**
 * Why a release's route table may not go live beside the rest of the site:
 * a prefix that another area (current or canary) or the shell's own pages
 * already hold, or a page the shell or another area links to that it would
 * stop serving. An area may drop a page nobody links to.
 */
export function routeTableProblems(area: AreaName, table: AreaRouteTable, site: SiteRouteTables): string[] {
  return [...collisions(area, table, site), ...droppedLinks(area, table, site)];
}
