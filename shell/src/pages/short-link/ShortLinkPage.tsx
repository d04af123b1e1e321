import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, useParams } from '@shared/router';
import styled from 'styled-components';
import { shortLinkQuery } from '@shared/api-client';
import { ErrorState, isNotFoundError, Link, usePageTitle, CHECK_CONNECTION } from '@shared/ui';
import { PageLoading } from '../../remotes/index.ts';
import NotFoundPage from '../NotFoundPage.tsx';
import { SHORT_LINK_ALLOWED_HOSTS } from './short-link-allowlist.ts';
import { classifyShortLinkTarget } from './short-link-target.ts';

const Notice = styled.section`
  max-inline-size: 36rem;
  margin: ${({ theme }) => theme.space(10)} auto;
  text-align: center;
`;

const leaveSite = (url: string) => window.location.replace(url);

/**
 * `/s/{key}` (the short-url guard): asks the API where the key points and
 * follows it only to a path of this site or a host on the allowlist. An
 * unknown key is a 404; any other target is refused with a notice.
 */
export default function ShortLinkPage({ leave = leaveSite }: { title?: string; leave?: (url: string) => void }) {
  const { key = '' } = useParams();
  const link = useQuery(shortLinkQuery(key));
  const target = link.data ? classifyShortLinkTarget(link.data.target, SHORT_LINK_ALLOWED_HOSTS) : undefined;
  const externalUrl = target?.kind === 'external' ? target.url : undefined;
  usePageTitle(target?.kind === 'refused' ? 'پیوند باز نمی‌شود' : undefined);

  useEffect(() => {
    if (externalUrl) leave(externalUrl);
  }, [externalUrl, leave]);

  if (link.isError && isNotFoundError(link.error)) return <NotFoundPage />;
  if (link.isError) {
    return (
      <ErrorState
        title="پیوند باز نشد"
        message={CHECK_CONNECTION}
        onRetry={() => void link.refetch()}
        retrying={link.isFetching}
      />
    );
  }
  if (!target) return <PageLoading />;
  if (target.kind === 'internal') return <Navigate replace to={target.path} />;
  if (target.kind === 'external') {
    return (
      <Notice role="status">
        <p>
          در حال رفتن به <bdi dir="ltr">{new URL(target.url).hostname}</bdi>…
        </p>
        <Link to={target.url}>اگر صفحه باز نشد، اینجا را بزنید</Link>
      </Notice>
    );
  }
  return (
    <Notice aria-labelledby="short-link-refused">
      <h1 id="short-link-refused">این پیوند باز نمی‌شود</h1>
      <p>
        این پیوند کوتاه به نشانی‌ای بیرون از سایت‌های مورد اعتماد دانش‌سرا می‌رود
        {target.host && (
          <>
            {' '}
            (<bdi dir="ltr">{target.host}</bdi>)
          </>
        )}
        ؛ برای امنیت شما آن را باز نمی‌کنیم.
      </p>
      <Link to="/">رفتن به صفحهٔ اصلی</Link>
    </Notice>
  );
}
