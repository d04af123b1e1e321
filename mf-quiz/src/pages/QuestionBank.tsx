import { isNotFoundError, useIsMobile, usePageTitle, PageHeader } from '@shared/ui';
import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from '@shared/router';
import { bankPageQuery } from '../features/question-bank/api/bank-queries.ts';
import { BankQuestions } from '../features/question-bank/components/BankQuestions.tsx';
import { DifficultyFilter } from '../features/question-bank/components/DifficultyFilter.tsx';
import { TopicPanel } from '../features/question-bank/components/TopicPanel.tsx';
import { difficultyOf } from '../lib/difficulty.ts';
import { pageNumberOf } from '../lib/numbers.ts';

/**
 * On a phone the topics and filters fill the screen: once the student picks a
 * topic or a difficulty (not on the first visit), the questions are brought
 * into view, where the choice shows its effect.
 */
function useResultsIntoView(choice: string) {
  const isMobile = useIsMobile();
  const anchor = useRef<HTMLDivElement>(null);
  const previous = useRef(choice);
  useEffect(() => {
    if (previous.current === choice) return;
    previous.current = choice;
    if (isMobile) anchor.current?.scrollIntoView?.({ block: 'start' });
  }, [choice, isMobile]);
  return anchor;
}

/** /question and /question/topic/{topic}: the bank's topics (searchable) and its questions, a page at a time. */
export default function QuestionBank() {
  const { topic } = useParams();
  const [params] = useSearchParams();
  const difficulty = difficultyOf(params.get('difficulty'));
  const page = pageNumberOf(params.get('page'));
  const query = useQuery(bankPageQuery(topic, difficulty, page));
  if (query.error && isNotFoundError(query.error)) throw query.error;
  const topicName = topic ? query.data?.topics.find((candidate) => candidate.slug === topic)?.name : undefined;
  usePageTitle(topicName ? `سؤال‌های ${topicName}` : undefined);
  const results = useResultsIntoView(`${topic ?? ''}|${difficulty ?? ''}`);

  return (
    <section data-area="quiz" data-page="QuestionBank">
      <PageHeader
        title={topic ? topicName ? <bdi>{topicName}</bdi> : 'سؤال‌های موضوع' : 'بانک سؤال'}
        description={
          topic
            ? 'سؤال‌های این موضوع را یکی‌یکی حل کنید؛ پس از ثبت پاسخ، درستی آن و پاسخ تشریحی را می‌بینید.'
            : 'سؤال‌ها را موضوع به موضوع تمرین کنید؛ پس از ثبت پاسخ، درستی آن و پاسخ تشریحی را می‌بینید.'
        }
      />
      <TopicPanel topics={query.data?.topics} current={topic} />
      <DifficultyFilter topic={topic} current={difficulty} />
      <div ref={results} />
      <BankQuestions
        page={query.data}
        stale={query.isPlaceholderData}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        topic={topic}
        difficulty={difficulty}
      />
    </section>
  );
}
