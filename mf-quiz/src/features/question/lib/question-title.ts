import type { QuestionDetail } from '@shared/api-client';
// The Persian formatter alone: the page's head imports this title, and the build reads the head with the route
// table, where the whole of @shared/ui (its components) cannot be loaded.
import { formatNumber } from '@shared/ui/format';

/**
 * A bank question's title as a student reads it: its place in its topic in
 * Persian digits, the number the topic's list gives it («سؤال ۳ از مبحث
 * کسرها»). Never its code (Q1402), which means nothing to a student; without
 * a place (a backend that does not send one) the topic alone names it.
 */
export function questionTitle(question: Pick<QuestionDetail, 'topic' | 'topic_position'>): string {
  const topic = question.topic.name;
  return question.topic_position
    ? `سؤال ${formatNumber(question.topic_position)} از مبحث ${topic}`
    : `سؤالی از مبحث ${topic}`;
}
