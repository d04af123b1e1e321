import { useEffect } from 'react';
import styled from 'styled-components';
import { Button } from '@shared/ui';
import { documentTitle, errorTitle } from '../site-map/page-title.ts';

const Box = styled.section`
  max-inline-size: 36rem;
  margin: ${({ theme }) => theme.space(10)} auto;
  text-align: center;
`;

/** Props of {@link CrashPage}. */
export interface CrashPageProps {
  /** A chunk of code could not be loaded (not a bug in the page). */
  chunk: boolean;
  onRetry: () => void;
}

/** What a page that failed to load or crashed shows: what happened and a retry (title per spec section 2). */
export function CrashPage({ chunk, onRetry }: CrashPageProps) {
  const message = chunk ? 'بارگذاری صفحه ممکن نشد' : 'خطایی در نمایش صفحه رخ داد';
  useEffect(() => {
    document.title = documentTitle(errorTitle(500, message));
  }, [message]);
  return (
    <Box role="alert" aria-labelledby="crash-title">
      <h1 id="crash-title">{message}</h1>
      <p>
        {chunk
          ? 'بخشی از صفحه از سرور نرسید. شاید اتصال اینترنت قطع شده یا نسخهٔ تازه‌ای از سایت منتشر شده باشد.'
          : 'بقیهٔ سایت کار می‌کند. دوباره امتحان کنید یا به صفحهٔ دیگری بروید.'}
      </p>
      <Button onClick={onRetry}>تلاش دوباره</Button>
    </Box>
  );
}
