import { toLatinDigits } from '@shared/api-client';

/** What may sit between the digits of a typed number: spaces and thousands separators. */
const SEPARATORS = new Set([' ', ',', '٬', '،']);

/**
 * A serial number as a person may type it: Persian, Arabic or Latin digits,
 * with spaces or thousands separators. Undefined when it is not a number.
 */
export function readSerial(text: string): string | undefined {
  let digits = '';
  for (const char of toLatinDigits(text.trim())) {
    if (char >= '0' && char <= '9') digits += char;
    else if (!SEPARATORS.has(char)) return undefined;
  }
  const number = digits.replace(/^0+/, '');
  return number.length >= 1 && number.length <= 9 ? number : undefined;
}
