import { useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { sanitizeHtml } from './sanitize-html.ts';

const Prose = styled.div`
  line-height: 1.9;
  h2 {
    margin-block: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  img {
    max-inline-size: 100%;
    block-size: auto;
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/**
 * HTML from the API, sanitised, as page content. A click on a link to this
 * site goes through the router instead of reloading the whole page.
 */
export function SafeHtml({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  const container = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();

  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    const onClick = (event: MouseEvent) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      ) {
        return;
      }
      const anchor = (event.target as Element | null)?.closest('a');
      if (!anchor || anchor.target) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      void navigate(`${url.pathname}${url.search}${url.hash}`);
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [navigate]);

  // The only raw HTML the shell renders, and only after sanitizeHtml.
  return <Prose ref={container} dangerouslySetInnerHTML={{ __html: clean }} />;
}
