/** The monolith loads no area at runtime: there is no federation runtime to download ahead of a click. */
export function prefetchFederationWhenIdle(): void {}
