/** What the navigation helpers need to know of an option. */
interface Navigable {
  disabled?: boolean;
}

/**
 * The next enabled option from `from` in steps of `step` (+1 down, -1 up),
 * staying put at the ends: a listbox does not wrap.
 */
export function stepEnabled(options: readonly Navigable[], from: number, step: 1 | -1): number {
  for (let index = from + step; index >= 0 && index < options.length; index += step) {
    if (!options[index]?.disabled) return index;
  }
  return from;
}

/** The first enabled option, or -1. */
export function firstEnabled(options: readonly Navigable[]): number {
  return options.findIndex((option) => !option.disabled);
}

/** The last enabled option, or -1. */
export function lastEnabled(options: readonly Navigable[]): number {
  return options.findLastIndex((option) => !option.disabled);
}

/** Whether a key press types a character (and so searches the options). */
export function isPrintableKey(event: { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean }): boolean {
  return event.key.length === 1 && event.key !== ' ' && !event.ctrlKey && !event.metaKey && !event.altKey;
}
