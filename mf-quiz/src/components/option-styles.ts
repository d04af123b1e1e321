import styled, { css } from 'styled-components';
import { listReset } from '@shared/ui';

/** How an option is marked once the answer is known. */
export type OptionMark = 'correct' | 'wrong';

/** The list of options; each option is a full-width row, easy to hit with a thumb. */
export const OptionList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  ${listReset}
`;

/** One option's row; `$selected` and `$mark` colour its border. */
export const optionRow = css<{ $selected: boolean; $mark?: OptionMark }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-block-size: 52px;
  padding-block: ${({ theme }) => theme.space(2)};
  padding-inline: ${({ theme }) => theme.space(3)};
  border: 2px solid
    ${({ theme, $selected, $mark }) =>
      $mark === 'correct'
        ? theme.colors.success
        : $mark === 'wrong'
          ? theme.colors.danger
          : $selected
            ? theme.colors.primary
            : theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $selected }) =>
    $selected ? `color-mix(in srgb, ${theme.colors.primary} 8%, ${theme.colors.surface})` : theme.colors.surface};
  line-height: 1.8;
`;

/** The option's number (۱ to ۴), as Iranian tests print it. */
export const OptionNumber = styled.span`
  flex: none;
  display: inline-grid;
  place-items: center;
  inline-size: 1.75rem;
  block-size: 1.75rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** The option's text: takes the room left. */
export const OptionBody = styled.span`
  flex: 1;
  min-inline-size: 0;
  overflow-wrap: anywhere;
`;

/** «پاسخ درست» / «پاسخ شما» beside a marked option. */
export const MarkLabel = styled.span<{ $mark: OptionMark | 'chosen' }>`
  flex: none;
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme, $mark }) =>
    $mark === 'correct' ? theme.colors.success : $mark === 'wrong' ? theme.colors.danger : theme.colors.textMuted};
`;
