import styled from 'styled-components';
import type { SearchResult } from '@shared/api-client';
import { Chip, EmptyState } from '@shared/ui';
import { ResultCarousel } from './ResultCarousel.tsx';
import { articleItems, contentItems, courseItems, topicPath } from './search-links.ts';
import { isEmptyResult } from './use-site-search.ts';

const Groups = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
`;

const Topics = styled.section`
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.md};
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

/** The hits of one search: topic chips, then contents, courses and articles (spec section 2). */
export function SearchResults({ result }: { result: SearchResult }) {
  if (isEmptyResult(result)) {
    return (
      <EmptyState
        title="نتیجه‌ای پیدا نشد"
        text="واژهٔ دیگری را امتحان کنید یا املای آن را بررسی کنید."
        headingLevel={3}
      />
    );
  }
  return (
    <Groups>
      {result.topics.length > 0 && (
        <Topics aria-labelledby="search-topics">
          <h3 id="search-topics">مبحث‌های بانک سؤال</h3>
          <ul>
            {result.topics.map((topic) => (
              <li key={topic.slug}>
                <Chip to={topicPath(topic.slug)}>
                  <bdi>{topic.name}</bdi>
                </Chip>
              </li>
            ))}
          </ul>
        </Topics>
      )}
      <ResultCarousel id="search-contents" title="درس‌ها" items={contentItems(result)} />
      <ResultCarousel id="search-courses" title="دوره‌ها" items={courseItems(result)} />
      <ResultCarousel id="search-articles" title="مقاله‌ها" items={articleItems(result)} />
    </Groups>
  );
}
