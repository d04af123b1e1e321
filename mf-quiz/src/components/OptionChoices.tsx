import type { QuestionOption } from '@shared/api-client';
import { formatNumber } from '@shared/ui';
import styled from 'styled-components';
import { MathText } from './MathText.tsx';
import { MarkLabel, OptionBody, OptionList, OptionNumber, optionRow, type OptionMark } from './option-styles.ts';

const Row = styled.label<{ $selected: boolean; $mark?: OptionMark }>`
  ${optionRow}
  cursor: pointer;

  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  &:has(input:disabled) {
    cursor: default;
  }

  & input {
    flex: none;
    inline-size: 1.25rem;
    block-size: 1.25rem;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

/** Props of {@link OptionChoices}. */
export interface OptionChoicesProps {
  /** The radio group's name; unique on the page. */
  name: string;
  /** Id of the element that asks the question (the group's accessible name). */
  labelledBy: string;
  options: readonly QuestionOption[];
  /** The chosen option's id, or null. */
  value: number | null;
  onChange: (optionId: number) => void;
  disabled?: boolean;
  /** Marks shown once the answer is known: the correct option and a wrong choice. */
  marks?: Readonly<Record<number, OptionMark>>;
}

/**
 * The options of a question as a radio group: arrow keys move between them,
 * every row is a large touch target, and formulas are typeset.
 */
export function OptionChoices({ name, labelledBy, options, value, onChange, disabled, marks }: OptionChoicesProps) {
  return (
    <OptionList role="radiogroup" aria-labelledby={labelledBy}>
      {options.map((option, index) => {
        const mark = marks?.[option.id];
        const selected = value === option.id;
        return (
          <li key={option.id}>
            <Row $selected={selected} $mark={mark}>
              <input
                type="radio"
                name={name}
                value={option.id}
                checked={selected}
                disabled={disabled}
                onChange={() => onChange(option.id)}
              />
              <OptionNumber aria-hidden="true">{formatNumber(index + 1)}</OptionNumber>
              <OptionBody>
                <MathText text={option.body} displayStyle />
              </OptionBody>
              {mark && <MarkLabel $mark={mark}>{mark === 'correct' ? 'پاسخ درست' : 'پاسخ نادرست'}</MarkLabel>}
            </Row>
          </li>
        );
      })}
    </OptionList>
  );
}
