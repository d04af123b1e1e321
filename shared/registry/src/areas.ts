/**
 * The five areas a team can deploy on its own. The order is the order the
 * site shows them in tools (status tables, benchmarks).
 */
export const AREAS = ['learn', 'quiz', 'dehkhoda', 'blog', 'profile'] as const;

/** One deployable part of the site owned by one team. */
export type AreaName = (typeof AREAS)[number];

/**
 * Module Federation container name of an area. Container names must be valid
 * JavaScript identifiers, hence snake_case (`mf_learn`).
 */
export function containerName(area: AreaName): string {
  return `mf_${area}`;
}

/** Whether a string names one of the five areas. */
export function isAreaName(value: string): value is AreaName {
  return (AREAS as readonly string[]).includes(value);
}
