import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import styled from 'styled-components';
import { Chip, EmptyState, Skeleton, toPersianDigits, UserText, listReset } from '@shared/ui';
import { entryPath } from '../../../lib/paths.ts';
import { suggestionsQuery } from '../api/suggestions-query.ts';

const SuggestionBlock = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const ChipList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  ${listReset}
`;

const Lead = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

/** The closest headwords, or nothing when there are none (or they could not be loaded). */
function Suggestions({ term }: { term: string }) {
  const leadId = useId();
  const query = useQuery(suggestionsQuery(term));
  if (query.isPending) {
    return (
      <SuggestionBlock aria-busy="true">
        <Skeleton variant="text" width="220px" height="2em" />
      </SuggestionBlock>
    );
  }
  const suggestions = query.data?.data ?? [];
  if (suggestions.length === 0) return null;
  return (
    <SuggestionBlock>
      <Lead id={leadId}>شاید منظورتان یکی از این‌ها بود:</Lead>
      <ChipList aria-labelledby={leadId}>
        {suggestions.map((suggestion) => (
          <li key={suggestion.id}>
            <Chip to={entryPath(suggestion)}>
              <bdi>{suggestion.title}</bdi>
            </Chip>
          </li>
        ))}
      </ChipList>
    </SuggestionBlock>
  );
}

/** What a search that found nothing shows: the query, a hint and the closest headwords. */
export function NoResults({ term }: { term: string }) {
  return (
    <EmptyState
      title={
        <>
          مدخلی برای «<UserText text={toPersianDigits(term)} />» پیدا نشد
        </>
      }
      text="املای واژه را بررسی کنید یا بخشی از آن را جست‌وجو کنید."
      action={<Suggestions term={term} />}
    />
  );
}
