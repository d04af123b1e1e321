/**
 * Whether an error means "this thing does not exist" (an API 404). Checked by
 * name and status, not `instanceof`: each app bundles its own copy of the API
 * client, so the class differs between the shell and an area.
 */
export function isNotFoundError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, status } = error as { name?: unknown; status?: unknown };
  return name === 'NotFoundError' || status === 404;
}
