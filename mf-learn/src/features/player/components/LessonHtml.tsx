import { useMemo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { sanitizeLessonHtml } from '../../../lib/sanitize-html.ts';

const Body = styled.div`
  line-height: 2;
  font-size: ${({ theme }) => theme.font.size.md};
  overflow-wrap: break-word;

  h2,
  h3 {
    margin-block: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(2)};
    line-height: 1.6;
  }
  p,
  ul,
  ol {
    margin-block: 0 ${({ theme }) => theme.space(4)};
  }
  ul,
  ol {
    padding-inline-start: ${({ theme }) => theme.space(6)};
  }
  img {
    max-inline-size: 100%;
    block-size: auto;
  }
  table {
    display: block;
    max-inline-size: 100%;
    overflow-x: auto;
    border-collapse: collapse;
  }
  th,
  td {
    padding: ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/** A plain left click on a link of this site, which the router can follow without reloading. */
function internalPath(event: MouseEvent<HTMLElement>): string | undefined {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return undefined;
  const link = (event.target as Element).closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.target) return undefined;
  const url = new URL(link.href);
  return url.origin === window.location.origin ? `${url.pathname}${url.search}${url.hash}` : undefined;
}

/**
 * A text lesson's HTML, shown only after sanitizeLessonHtml (DOMPurify):
 * the one place in the area that sets inner HTML. Links inside the site go
 * through the router.
 */
export function LessonHtml({ html }: { html: string }) {
  const safe = useMemo(() => sanitizeLessonHtml(html), [html]);
  const navigate = useNavigate();

  // Clicks bubble up from the links the HTML brings; the container itself is not interactive.
  const onClick = (event: MouseEvent<HTMLElement>) => {
    const path = internalPath(event);
    if (!path) return;
    event.preventDefault();
    void navigate(path);
  };

  return <Body dir="auto" onClick={onClick} dangerouslySetInnerHTML={{ __html: safe }} />;
}
