import { useEffect } from 'react';
import { useLocation, useNavigate } from '@shared/router';
import styled from 'styled-components';
import { Button, Link, plainUserText, usePageTitle, UserText } from '@shared/ui';
import { documentTitle, errorTitle, isolateLtr } from '../site-map/page-title.ts';
import { Suggestions } from './not-found/Suggestions.tsx';

const Page = styled.section`
  max-inline-size: 60rem;
  margin-inline: auto;
  text-align: center;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-block: ${({ theme }) => theme.space(4)};
`;

const HomeLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-block-size: 44px;
  padding-inline: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  text-decoration: none;
`;

function readablePath(pathname: string): string {
  try {
    // Decoded, the address is whatever its sender wrote: an override in it must not turn it round.
    return plainUserText(decodeURIComponent(pathname));
  } catch {
    return pathname;
  }
}

/**
 * The 404 page (spec sections 2 and 8): «صفحه پیدا نشد» with the path, home
 * and back buttons, and suggested contents, questions, courses and articles.
 * Titled «404 صفحه پیدا نشد: <path>», the path isolated left to right there
 * and in the text. Unmatched routes, unknown static pages
 * and short links, and area pages whose API answered 404 all show it.
 */
export default function NotFoundPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const path = readablePath(pathname);
  const title = errorTitle(404, `صفحه پیدا نشد: ${isolateLtr(path)}`);
  usePageTitle(title);
  useEffect(() => {
    // Outside a site-map route (the catch-all) nobody else sets the title.
    document.title = documentTitle(title);
  }, [title]);

  // A tab opened on this page has nowhere to go back to but home.
  const goBack = () => (window.history.length > 1 ? navigate(-1) : navigate('/'));

  return (
    <Page aria-labelledby="not-found-title">
      <h1 id="not-found-title">صفحه پیدا نشد</h1>
      <p>
        صفحه پیدا نشد: <UserText text={path} dir="ltr" />
      </p>
      <p>شاید نشانی را اشتباه نوشته‌اید یا این صفحه برداشته شده است.</p>
      <Actions>
        <HomeLink to="/">صفحهٔ اصلی</HomeLink>
        <Button variant="secondary" onClick={() => void goBack()}>
          بازگشت به صفحهٔ قبل
        </Button>
      </Actions>
      <Suggestions pathname={pathname} />
    </Page>
  );
}
