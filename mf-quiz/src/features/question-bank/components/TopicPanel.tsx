import { MAX_SEARCH_TEXT_LENGTH, type QuestionTopic } from '@shared/api-client';
import { Chip, formatNumber, Skeleton, TextField, listReset } from '@shared/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { quizPaths } from '../../../lib/paths.ts';
import { useTopicSearch } from '../hooks/use-topic-search.ts';

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  margin-block-end: ${({ theme }) => theme.space(6)};

  & h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const Search = styled.div`
  max-inline-size: 24rem;
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  ${listReset}
`;

const None = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Props of {@link TopicPanel}. */
export interface TopicPanelProps {
  /** Every topic, or undefined while they load. */
  topics: readonly QuestionTopic[] | undefined;
  /** The topic on screen, if any. */
  current: string | undefined;
}

/** The bank's topics as links, with a search that narrows them. */
export function TopicPanel({ topics, current }: TopicPanelProps) {
  const [text, setText] = useState('');
  const found = useTopicSearch(topics ?? [], text);
  return (
    <Panel aria-labelledby="question-topics-title">
      <h2 id="question-topics-title">موضوع‌ها</h2>
      <Search>
        <TextField
          label="جست‌وجوی موضوع"
          type="search"
          dir="auto"
          maxLength={MAX_SEARCH_TEXT_LENGTH}
          placeholder="مثلاً: کسر، مول، آرایه"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </Search>
      {topics === undefined ? (
        <Chips aria-hidden="true">
          {Array.from({ length: 8 }, (_, index) => (
            <li key={index}>
              <Skeleton width={110} height={36} />
            </li>
          ))}
        </Chips>
      ) : found.topics.length === 0 ? (
        <None role="status">موضوعی با این نام پیدا نشد.</None>
      ) : (
        <Chips aria-busy={found.searching || undefined}>
          {found.topics.map((topic) => (
            <li key={topic.slug}>
              <Chip to={quizPaths.topic(topic.slug)} selected={topic.slug === current}>
                <bdi>{topic.name}</bdi>
                <span> ({formatNumber(topic.question_count)})</span>
              </Chip>
            </li>
          ))}
        </Chips>
      )}
    </Panel>
  );
}
