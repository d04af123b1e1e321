import { toLatinDigits } from '../../format/persian.ts';

/** Latin digits only: Persian (۰-۹) and Arabic (٠-٩) digits become Latin, anything else is dropped. */
export function onlyDigits(text: string): string {
  return toLatinDigits(text).replace(/\D/g, '');
}

/** The digits of `length` empty boxes. */
export function emptyDigits(length: number): string[] {
  return Array.from({ length }, () => '');
}

/**
 * What a box's new text means. A box that already held a digit receives two
 * characters when a person types into it; the new digit is the one that was
 * not there before.
 */
export function typedDigits(previous: string, text: string): string {
  const digits = onlyDigits(text);
  if (previous !== '' && digits.length === 2 && digits.includes(previous)) {
    return digits.replace(previous, '');
  }
  return digits;
}
