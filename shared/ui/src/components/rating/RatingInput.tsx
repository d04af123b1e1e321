import { useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { formatNumber } from '../../format/persian.ts';
import { horizontalStep, readingDirection } from '../tabs/reading-direction.ts';
import { RATING_MAX } from './RatingDisplay.tsx';
import { Star } from './Star.tsx';

/** Props of {@link RatingInput}. */
export interface RatingInputProps {
  /** The chosen number of stars, 0 when none is chosen yet. */
  value: number;
  onChange: (value: number) => void;
  /** The question, for screen readers; «امتیاز» by default. */
  label?: string;
  disabled?: boolean;
  className?: string;
}

const Group = styled.div`
  display: inline-flex;
`;

const Choice = styled.span`
  display: inline-grid;
  place-items: center;
  /* Each star is a 44 px touch target. */
  inline-size: 44px;
  block-size: 44px;
  font-size: 1.4rem;
  cursor: pointer;
  border-radius: ${({ theme }) => theme.radius.sm};

  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

/** The step of a key along the stars: arrows as in a radio group, in the reading direction. */
function keyStep(event: KeyboardEvent<HTMLElement>): 1 | -1 | 0 {
  if (event.key === 'ArrowDown') return 1;
  if (event.key === 'ArrowUp') return -1;
  return horizontalStep(event.key, readingDirection(event.currentTarget));
}

/**
 * Choosing a rating: a radio group of five stars (WAI-ARIA radio group).
 * Arrow keys choose the next or previous star, in the reading direction
 * (ArrowLeft raises the rating, right to left); they stop at 1 and 5 rather
 * than wrap, since jumping from 5 to 1 would surprise. Hovering previews.
 */
export function RatingInput({ value, onChange, label = 'امتیاز', disabled = false, className }: RatingInputProps) {
  const [preview, setPreview] = useState<number | null>(null);
  const stars = useRef<(HTMLSpanElement | null)[]>([]);
  const shown = preview ?? value;

  const choose = (next: number) => {
    const clamped = Math.min(RATING_MAX, Math.max(1, next));
    stars.current[clamped - 1]?.focus();
    if (clamped !== value) onChange(clamped);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, star: number) => {
    if (disabled) return;
    const step = keyStep(event);
    let target: number | undefined;
    // With nothing chosen yet, the first arrow chooses the focused star.
    if (step !== 0) target = value === 0 ? star : value + step;
    else if (event.key === 'Home') target = 1;
    else if (event.key === 'End') target = RATING_MAX;
    else if (event.key === ' ' || event.key === 'Enter') target = star;
    if (target === undefined) return;
    event.preventDefault();
    choose(target);
  };

  return (
    <Group role="radiogroup" aria-label={label} aria-disabled={disabled || undefined} className={className}>
      {Array.from({ length: RATING_MAX }, (_, index) => {
        const star = index + 1;
        const checked = star === value;
        // Only one star is in the tab order: the chosen one, or the first.
        const focusable = checked || (value === 0 && star === 1);
        return (
          <Choice
            key={star}
            ref={(element) => {
              stars.current[index] = element;
            }}
            role="radio"
            aria-checked={checked}
            aria-label={`${formatNumber(star)} از ${formatNumber(RATING_MAX)}`}
            aria-disabled={disabled || undefined}
            tabIndex={focusable && !disabled ? 0 : -1}
            onClick={() => {
              if (!disabled) choose(star);
            }}
            onKeyDown={(event) => onKeyDown(event, star)}
            onMouseEnter={() => {
              if (!disabled) setPreview(star);
            }}
            onMouseLeave={() => setPreview(null)}
          >
            <Star fill={star <= shown ? 'full' : 'empty'} />
          </Choice>
        );
      })}
    </Group>
  );
}
