import styled from 'styled-components';
import { Button } from '../button/index.ts';

/** Props of {@link FavoriteButton}. */
export interface FavoriteButtonProps {
  /** Whether the page's course or article is among the favourites now. */
  pressed: boolean;
  /** Asked to add it (when not pressed) or to remove it. */
  onToggle: () => void;
  /** While the favourites are still loading: a spinner, and presses are ignored. */
  loading?: boolean;
}

/* A heart filled when pressed: the state is seen at a glance, and the words say it too. */
const Heart = styled.svg<{ $filled: boolean }>`
  inline-size: 1.15em;
  block-size: 1.15em;
  flex-shrink: 0;
  color: ${({ theme, $filled }) => ($filled ? theme.colors.danger : 'currentColor')};
`;

/**
 * A toggle for keeping a course or an article among the student's
 * favourites: `aria-pressed` says the state, the words say what a press
 * does. It only draws; the area decides what a press means (for a guest,
 * the login page).
 */
export function FavoriteButton({ pressed, onToggle, loading = false }: FavoriteButtonProps) {
  return (
    <Button variant="secondary" size="sm" aria-pressed={pressed} loading={loading} onClick={onToggle}>
      <Heart
        $filled={pressed}
        viewBox="0 0 24 24"
        fill={pressed ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth={2}
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />
      </Heart>
      {pressed ? 'حذف از علاقه‌مندی‌ها' : 'افزودن به علاقه‌مندی‌ها'}
    </Button>
  );
}
