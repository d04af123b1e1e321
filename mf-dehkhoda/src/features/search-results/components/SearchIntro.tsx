import { useId } from 'react';
import styled from 'styled-components';
import { Chip, listReset } from '@shared/ui';
import { searchHref } from '../../../lib/search-state.ts';

const EXAMPLES = ['کتاب', 'دریا', 'مهر', 'آسمان', 'دانش'];

const Intro = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

const Examples = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  ${listReset}
`;

/** What the page shows before a search: a few words to try. */
export function SearchIntro() {
  const leadId = useId();
  return (
    <Intro>
      <p id={leadId}>چند واژه برای آغاز:</p>
      <Examples aria-labelledby={leadId}>
        {EXAMPLES.map((word) => (
          <li key={word}>
            <Chip to={searchHref({ q: word })}>{word}</Chip>
          </li>
        ))}
      </Examples>
    </Intro>
  );
}
