import type { QuestionCard, QuestionDetail, QuestionTopic } from '@shared/api-client';

/** Three topics of the bank. */
export const TOPICS: QuestionTopic[] = [
  { name: 'کسرها و عملیات روی آن‌ها', slug: 'fractions', question_count: 10 },
  { name: 'توان و جذر', slug: 'powers-and-roots', question_count: 10 },
  { name: 'مول و جرم مولی', slug: 'mole-and-mass', question_count: 8 },
];

/** A bank question's card. */
export function questionCard(overrides: Partial<QuestionCard> = {}): QuestionCard {
  return {
    id: 1001,
    code: 'Q1001',
    body: 'حاصل $\\frac{1}{5}+\\frac{4}{7}$ کدام است؟',
    media_url: null,
    topic: { name: 'کسرها و عملیات روی آن‌ها', slug: 'fractions' },
    grade: { name: 'هفتم', slug: 'grade-7' },
    difficulty: 'easy',
    ...overrides,
  };
}

/** A bank question with its options 1–4. */
export function questionDetail(overrides: Partial<QuestionDetail> = {}): QuestionDetail {
  return {
    ...questionCard(),
    options: [
      { id: 1, body: '$\\frac{5}{12}$' },
      { id: 2, body: '$\\frac{4}{35}$' },
      { id: 3, body: '$\\frac{1}{7}$' },
      { id: 4, body: '$\\frac{27}{35}$' },
    ],
    ...overrides,
  };
}

/** A page of the bank with every topic. */
export function bankPage(
  cards: QuestionCard[],
  meta = { current_page: 1, last_page: 1, per_page: 10, total: cards.length },
) {
  return { status: 200, body: { data: cards, meta, topics: TOPICS } };
}
