import { questionTitle } from './question-title.ts';

const topic = { name: 'کسرها', slug: 'fractions' };

describe('questionTitle', () => {
  it('names a question by its place in its topic, in Persian digits', () => {
    expect(questionTitle({ topic, topic_position: 12 })).toBe('سؤال ۱۲ از مبحث کسرها');
  });

  it('falls back to the topic alone, never to a code', () => {
    expect(questionTitle({ topic, topic_position: null })).toBe('سؤالی از مبحث کسرها');
    expect(questionTitle({ topic })).not.toMatch(/Q\d/);
  });
});
