import type { MouseEvent } from 'react';
import styled from 'styled-components';
import type { OutlineHeading } from '../../../lib/article-outline.ts';

/** Below this many headings an article is short enough to read without a table of contents. */
export const TOC_MIN_HEADINGS = 3;

const Nav = styled.nav`
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};

  & h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.md};
  }
  & ol {
    margin: 0;
    padding-inline-start: ${({ theme }) => theme.space(5)};
    line-height: 2;
  }
  & li[data-level='3'] {
    margin-inline-start: ${({ theme }) => theme.space(4)};
    list-style-type: circle;
  }
`;

/** Moves to a section inside the page, keeping its address shareable (`#article-section-2`). */
function goTo(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  target.scrollIntoView({ block: 'start' });
  window.history.replaceState(window.history.state, '', `#${id}`);
}

/** The sections of a long article, each a link to its heading. */
export function TableOfContents({ headings }: { headings: readonly OutlineHeading[] }) {
  if (headings.length < TOC_MIN_HEADINGS) return null;
  return (
    <Nav aria-labelledby="article-toc-title">
      <h2 id="article-toc-title">فهرست مطالب</h2>
      <ol>
        {headings.map((heading) => (
          <li key={heading.id} data-level={heading.level}>
            <a href={`#${heading.id}`} onClick={(event) => goTo(event, heading.id)}>
              <bdi>{heading.text}</bdi>
            </a>
          </li>
        ))}
      </ol>
    </Nav>
  );
}
