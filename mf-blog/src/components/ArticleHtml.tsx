import type { PreparedArticle } from '../lib/article-outline.ts';
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

/**
 * HTML the site did not write in the blog's typography: SafeHtml from
 * `@shared/ui/safe-html` sanitises it (or takes prepareArticle's output,
 * which only adds heading ids) and routes links inside the site.
 */
export function ArticleHtml({ html, prepared, className }: ArticleHtmlProps) {
  return prepared ? (
    <ArticleHtmlRoot className={className} sanitized={prepared.html} />
  ) : (
    <ArticleHtmlRoot className={className} html={html ?? ''} />
  );
}
