import type { QuestionTopic } from '@shared/api-client';
import { normalizePersianInput } from '@shared/ui';

/** Folds what a person types and what a topic is called into one spelling (digits, ی/ک, ZWNJ, case). */
function fold(text: string): string {
  return normalizePersianInput(text)
    .replace(/\u200c/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** Topics whose name or slug holds the search: the guest's topic search, done in the browser. */
export function filterTopics(topics: readonly QuestionTopic[], search: string): QuestionTopic[] {
  const wanted = fold(search);
  if (!wanted) return [...topics];
  return topics.filter((topic) => fold(topic.name).includes(wanted) || topic.slug.includes(wanted));
}
