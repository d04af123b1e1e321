// Every C0 and C1 control character, DEL included; written with escapes on purpose.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;

/**
 * Text from outside (a browser's beacon, an error message, an actor's name)
 * made safe for a terminal: every control character becomes `\uXXXX`, so no
 * report can move the cursor, clear the screen or fake a line of output.
 */
export function escapeControlChars(text: string): string {
  return text.replace(CONTROL, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
