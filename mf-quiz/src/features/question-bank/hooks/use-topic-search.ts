import { topicSearchQuery, useSession } from '@shared/api-client';
import type { QuestionTopic } from '@shared/api-client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { filterTopics } from './filter-topics.ts';

/**
 * The topics to show for what the student typed: a member's search goes to
 * front/search/topics (a bearer call); a guest's, or a failed search,
 * filters the full topic list in the browser instead.
 */
export function useTopicSearch(
  topics: readonly QuestionTopic[],
  text: string,
): { topics: readonly QuestionTopic[]; searching: boolean } {
  const session = useSession();
  const search = useDebounced(text.trim());
  const remote = useQuery({
    ...topicSearchQuery(search),
    enabled: session === 'in' && search !== '',
    placeholderData: keepPreviousData,
  });
  if (search === '') return { topics, searching: false };
  if (session === 'in' && remote.data && !remote.error) {
    // The search answers names and slugs; the counts come from the full list when it has them.
    const known = new Map(topics.map((topic) => [topic.slug, topic]));
    return {
      topics: remote.data.map(
        (topic): QuestionTopic =>
          known.get(topic.slug) ?? { name: topic.name, slug: topic.slug, question_count: Number(topic.question_count) },
      ),
      searching: remote.isFetching,
    };
  }
  if (session === 'in' && remote.isPending && !remote.error)
    return { topics: filterTopics(topics, search), searching: true };
  return { topics: filterTopics(topics, search), searching: false };
}
