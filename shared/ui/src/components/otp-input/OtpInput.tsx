import { useEffect, useId, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { formatNumber } from '../../format/persian.ts';
import { ErrorText } from '../text-field/field-parts.tsx';
import { emptyDigits, onlyDigits, typedDigits } from './otp-digits.ts';
import { Box, Boxes, OtpRoot } from './otp-styles.ts';

/** Props of {@link OtpInput}. */
export interface OtpInputProps {
  /** How many digits; 6 by default (spec section 9). */
  length?: number;
  /** Called with the digits typed so far (Latin) after every change. */
  onChange?: (code: string) => void;
  /**
   * Called once all boxes are filled. After that, a code is reported again
   * only when every box has been typed anew: correcting a refused code one box
   * at a time does not send each half-new code (every send costs one of the
   * few tries a code has).
   */
  onComplete?: (code: string) => void;
  /** The group's name for screen readers; «کد تأیید» by default. */
  label?: string;
  /** What is wrong with the code; shown under the boxes and read with them. */
  error?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  /** Submits the code with a native form under this name. */
  name?: string;
}

/**
 * Boxes for a one-time code sent by SMS. Persian, Arabic and Latin digits are
 * all accepted and kept as Latin; pasting (or the phone's autofill) spreads
 * the code over the boxes, cut to the length. Digits are shown in Persian.
 * The boxes run left to right, as digits are read even on a right-to-left page.
 * It keeps its own digits; give it a new `key` to empty it.
 * A complete code is reported once; the next report waits until all the
 * boxes hold digits typed after it (see `onComplete`).
 */
export function OtpInput({
  length = 6,
  onChange,
  onComplete,
  label = 'کد تأیید',
  error,
  disabled = false,
  autoFocus = false,
  name,
}: OtpInputProps) {
  const errorId = `${useId()}-error`;
  // An array, not a string: a box emptied in the middle must keep the others in place.
  const [digits, setDigits] = useState(() => emptyDigits(length));
  // Which boxes were typed since the last complete code was reported; all of them must be before the next.
  const typedSinceReport = useRef<boolean[]>(Array.from({ length }, () => false));
  const boxes = useRef<(HTMLInputElement | null)[]>([]);

  useEffect(() => {
    // The page shows the boxes right after the person asked for a code, so typing starts here.
    if (autoFocus) boxes.current[0]?.focus();
  }, [autoFocus]);

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(length - 1, index))];
    box?.focus();
    box?.select();
  };

  /** Writes `typed` into the boxes from `start` on and moves focus after it. */
  const fill = (start: number, typed: string) => {
    const next = [...digits];
    const fitting = typed.slice(0, length - start);
    for (const [offset, digit] of Array.from(fitting).entries()) next[start + offset] = digit;
    const code = next.join('');
    for (let offset = 0; offset < fitting.length; offset += 1) typedSinceReport.current[start + offset] = true;
    setDigits(next);
    onChange?.(code);
    focusBox(start + fitting.length);
    if (fitting.length > 0 && next.every((digit) => digit !== '') && typedSinceReport.current.every(Boolean)) {
      typedSinceReport.current = typedSinceReport.current.map(() => false);
      onComplete?.(code);
    }
  };

  const clear = (index: number) => {
    const next = [...digits];
    next[index] = '';
    typedSinceReport.current[index] = false;
    setDigits(next);
    onChange?.(next.join(''));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, index: number) => {
    if (event.key === 'Backspace' && digits[index] === '' && index > 0) {
      event.preventDefault();
      clear(index - 1);
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + (event.key === 'ArrowRight' ? 1 : -1));
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>, index: number) => {
    event.preventDefault();
    const pasted = onlyDigits(event.clipboardData.getData('text'));
    // A whole code goes from the first box, wherever it was pasted.
    fill(pasted.length >= length ? 0 : index, pasted);
  };

  return (
    <OtpRoot>
      <Boxes role="group" aria-label={label} dir="ltr">
        {digits.map((digit, index) => (
          <Box
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
            }}
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            aria-label={`رقم ${formatNumber(index + 1)} از ${formatNumber(length)}`}
            aria-invalid={Boolean(error) || undefined}
            aria-describedby={error ? errorId : undefined}
            disabled={disabled}
            value={digit === '' ? '' : formatNumber(Number(digit))}
            $invalid={Boolean(error)}
            onFocus={(event) => event.currentTarget.select()}
            onChange={(event) => {
              const typed = typedDigits(digit, event.currentTarget.value);
              if (typed === '') clear(index);
              else fill(index, typed);
            }}
            onKeyDown={(event) => onKeyDown(event, index)}
            onPaste={(event) => onPaste(event, index)}
          />
        ))}
      </Boxes>
      {name && <input type="hidden" name={name} value={digits.join('')} />}
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </OtpRoot>
  );
}
