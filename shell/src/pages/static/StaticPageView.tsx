import styled from 'styled-components';
import type { StaticPage } from '@shared/api-client';
import {
  formatDate,
  isNotFoundError,
  QueryState,
  SkeletonText,
  Skeleton,
  usePageTitle,
  CHECK_CONNECTION,
} from '@shared/ui';
import NotFoundPage from '../NotFoundPage.tsx';
import { FaqAccordion } from './FaqAccordion.tsx';
import { StaticHtml } from './StaticHtml.tsx';
import { useStaticPage } from './use-static-page.ts';

const Article = styled.article`
  max-inline-size: 48rem;
  margin-inline: auto;
  header p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Faqs = styled.section`
  margin-block-start: ${({ theme }) => theme.space(8)};
`;

/** A loaded static page: its title, summary and date, the body, and the questions when it has them. */
function StaticPageArticle({ page }: { page: StaticPage }) {
  const { title, summary, body, faqs, updated_at: updatedAt } = page;
  return (
    <Article aria-labelledby="static-page-title">
      <header>
        <h1 id="static-page-title">{title}</h1>
        <p>{summary}</p>
        <p>
          به‌روزرسانی: <time dateTime={updatedAt}>{formatDate(updatedAt)}</time>
        </p>
      </header>
      <StaticHtml html={body} />
      {faqs && faqs.length > 0 && (
        <Faqs aria-labelledby="faq-title">
          <h2 id="faq-title">پرسش‌ها و پاسخ‌ها</h2>
          <FaqAccordion faqs={faqs} />
        </Faqs>
      )}
    </Article>
  );
}

/**
 * A static page from `/front/utils/get-page`: its sanitised body, and the
 * questions as an accordion when it has them. An unknown page is a 404.
 */
export function StaticPageView({ name, fallbackTitle }: { name: string; fallbackTitle: string }) {
  const page = useStaticPage(name);
  usePageTitle(page.data?.data.title);

  if (page.isError && isNotFoundError(page.error)) return <NotFoundPage />;
  return (
    <QueryState
      query={page}
      pending={
        <Article aria-busy="true" aria-label={fallbackTitle}>
          <Skeleton variant="text" width="40%" height="2rem" />
          <SkeletonText lines={8} />
        </Article>
      }
      failure={{ title: `${fallbackTitle} بارگذاری نشد`, message: CHECK_CONNECTION }}
    >
      {(answer) => <StaticPageArticle page={answer.data} />}
    </QueryState>
  );
}
