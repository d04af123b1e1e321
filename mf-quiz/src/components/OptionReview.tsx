import type { QuestionOption } from '@shared/api-client';
import { formatNumber } from '@shared/ui';
import styled from 'styled-components';
import { MathText } from './MathText.tsx';
import { MarkLabel, OptionBody, OptionList, OptionNumber, optionRow } from './option-styles.ts';

const Row = styled.li<{ $selected: boolean; $mark?: 'correct' | 'wrong' }>`
  ${optionRow}
`;

/** Props of {@link OptionReview}. */
export interface OptionReviewProps {
  options: readonly QuestionOption[];
  correctId: number;
  chosenId: number | null;
  /** Id of the question text, which names the list. */
  labelledBy?: string;
}

/** A question's options after the fact: the correct one and the student's choice are marked in words, not colour alone. */
export function OptionReview({ options, correctId, chosenId, labelledBy }: OptionReviewProps) {
  return (
    <OptionList aria-labelledby={labelledBy}>
      {options.map((option, index) => {
        const correct = option.id === correctId;
        const chosen = option.id === chosenId;
        const mark = correct ? 'correct' : chosen ? 'wrong' : undefined;
        return (
          <Row key={option.id} $selected={chosen} $mark={mark}>
            <OptionNumber aria-hidden="true">{formatNumber(index + 1)}</OptionNumber>
            <OptionBody>
              <MathText text={option.body} displayStyle />
            </OptionBody>
            {(correct || chosen) && (
              <MarkLabel $mark={mark ?? 'chosen'}>
                {correct && chosen ? 'پاسخ شما؛ درست' : correct ? 'پاسخ درست' : 'پاسخ شما'}
              </MarkLabel>
            )}
          </Row>
        );
      })}
    </OptionList>
  );
}
