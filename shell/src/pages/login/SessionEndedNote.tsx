import { useLocation, useSearchParams } from '@shared/router';
import styled from 'styled-components';
import { hasDraftsFor } from '@shared/ui';
import { safeBackUrl } from '../../session/back-url.ts';
import { isSessionEnded } from '../../session/session-ended.ts';

const Note = styled.p`
  margin-block: 0 ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.colors.warning};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/**
 * Why the login page opened by itself: the session ended (it expired, or was
 * ended on another device) while the student was on a page. When a form of
 * that page kept what they typed, it says so: it will be there after login.
 */
export function SessionEndedNote() {
  const { state } = useLocation();
  const [searchParams] = useSearchParams();
  if (!isSessionEnded(state)) return null;
  const back = safeBackUrl(searchParams.get('backUrl'));
  const kept = hasDraftsFor(new URL(back, 'https://site.invalid').pathname);
  return (
    <Note role="status">
      نشست شما به پایان رسیده است؛ دوباره وارد شوید.
      {kept && ' آنچه نوشته بودید نگه داشته شده است و پس از ورود سر جایش برمی‌گردد.'}
    </Note>
  );
}
