import { Link } from '@shared/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useLoginHref } from '../hooks/use-login-href.ts';

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};

  p {
    margin: 0;
    flex: 1 1 14rem;
  }
`;

const LoginLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-block-size: 44px;
  padding-inline: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  text-decoration: none;
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

/** For a guest: why logging in helps here, and a link to login that comes back to this page. */
export function LoginPrompt({ children, action = 'ورود یا ثبت‌نام' }: { children: ReactNode; action?: string }) {
  const href = useLoginHref();
  return (
    <Box>
      <p>{children}</p>
      <LoginLink to={href}>{action}</LoginLink>
    </Box>
  );
}
