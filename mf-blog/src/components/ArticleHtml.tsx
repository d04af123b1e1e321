import { useMemo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import type { PreparedArticle } from '../lib/article-outline.ts';
import { sanitizeArticleHtml } from '../lib/sanitize-article-html.ts';
import { ArticleHtmlRoot } from './article-html-styles.ts';

/** Props of {@link ArticleHtml}: untrusted HTML, or an article already prepared (sanitised, headings anchored). */
export type ArticleHtmlProps = {
  className?: string;
} & (
  | {
      /** Untrusted HTML from the API: an article body or a sponsor's description. */
      html: string;
      prepared?: undefined;
    }
  | { prepared: PreparedArticle; html?: undefined }
);

/** A plain left click on a link of this site, which the router can take without reloading the page. */
function internalTarget(event: MouseEvent<HTMLElement>): URL | undefined {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return undefined;
  const link = (event.target as Element).closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.target) return undefined;
  const url = new URL(link.href);
  return url.origin === window.location.origin ? url : undefined;
}

/**
 * Renders HTML the site did not write, after sanitizeArticleHtml (directly,
 * or through prepareArticle, which only adds heading ids): this is the only
 * place in the area that sets inner HTML, and only DOMPurify's output. Links inside the site go through the router.
 */
export function ArticleHtml({ html, prepared, className }: ArticleHtmlProps) {
  const safe = useMemo(() => prepared?.html ?? sanitizeArticleHtml(html ?? ''), [html, prepared]);
  const navigate = useNavigate();

  // Clicks bubble from the links the HTML brings; the container itself is not interactive.
  const onClick = (event: MouseEvent<HTMLElement>) => {
    const url = internalTarget(event);
    if (!url) return;
    event.preventDefault();
    void navigate(`${url.pathname}${url.search}${url.hash}`);
  };

  return <ArticleHtmlRoot className={className} onClick={onClick} dangerouslySetInnerHTML={{ __html: safe }} />;
}
