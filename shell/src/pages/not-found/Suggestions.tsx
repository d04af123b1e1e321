import styled from 'styled-components';
import type { SearchResult } from '@shared/api-client';
import { Link, SkeletonText } from '@shared/ui';
import { articleItems, contentItems, courseItems, topicPath } from '../../search/search-links.ts';
import { useSuggestions } from './use-suggestions.ts';

/** How many links each group suggests. */
const PER_GROUP = 4;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  margin-block-start: ${({ theme }) => theme.space(6)};
  text-align: start;
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.md};
  }
  ul {
    margin: 0;
    padding-inline-start: ${({ theme }) => theme.space(5)};
  }
  li + li {
    margin-block-start: ${({ theme }) => theme.space(1)};
  }
`;

function groupsOf(result: SearchResult) {
  return [
    { id: 'contents', title: 'درس‌ها', links: contentItems(result) },
    {
      id: 'questions',
      title: 'پرسش‌ها',
      links: result.topics.map((topic) => ({ key: topic.slug, title: topic.name, to: topicPath(topic.slug) })),
    },
    { id: 'courses', title: 'دوره‌ها', links: courseItems(result) },
    { id: 'articles', title: 'مقاله‌ها', links: articleItems(result) },
  ].filter((group) => group.links.length > 0);
}

/** Contents, questions, courses and articles to go to instead of the missing page. */
export function Suggestions({ pathname }: { pathname: string }) {
  const suggestions = useSuggestions(pathname);
  if (suggestions.isError) return null;
  return (
    <section aria-labelledby="suggestions-title" aria-busy={suggestions.isPending}>
      <h2 id="suggestions-title">شاید این‌ها به کارتان بیاید</h2>
      {suggestions.isPending ? (
        <Grid>
          {[0, 1, 2, 3].map((column) => (
            <SkeletonText key={column} lines={4} />
          ))}
        </Grid>
      ) : (
        <Grid>
          {groupsOf(suggestions.data).map((group) => (
            <nav key={group.id} aria-labelledby={`suggest-${group.id}`}>
              <h3 id={`suggest-${group.id}`}>{group.title}</h3>
              <ul>
                {group.links.slice(0, PER_GROUP).map((link) => (
                  <li key={link.key}>
                    <Link to={link.to}>
                      <bdi>{link.title}</bdi>
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </Grid>
      )}
    </section>
  );
}
