import { filterTopics } from './filter-topics.ts';

const topics = [
  { name: 'کسرها', slug: 'fractions', question_count: 12 },
  { name: 'درصد و تناسب', slug: 'percent-and-ratio', question_count: 10 },
  { name: 'یاخته و بافت', slug: 'cell-biology', question_count: 11 },
];

describe('filterTopics', () => {
  it('finds topics by part of the name, whatever keyboard typed it', () => {
    expect(filterTopics(topics, 'كسر').map((topic) => topic.slug)).toEqual(['fractions']);
    expect(filterTopics(topics, 'ياخته').map((topic) => topic.slug)).toEqual(['cell-biology']);
    expect(filterTopics(topics, 'تناسب').map((topic) => topic.slug)).toEqual(['percent-and-ratio']);
  });

  it('finds topics by slug and keeps all for an empty search', () => {
    expect(filterTopics(topics, 'Cell').map((topic) => topic.slug)).toEqual(['cell-biology']);
    expect(filterTopics(topics, '  ')).toHaveLength(3);
  });
});
