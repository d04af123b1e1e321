import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ButtonLink } from '../button/ButtonLink.tsx';
import { useLoginHref } from './use-login-href.ts';

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};

  & p {
    margin: 0;
    flex: 1 1 14rem;
  }
`;

/** Props of {@link LoginPrompt}. */
export interface LoginPromptProps {
  /** Why logging in helps here, in one sentence. */
  children: ReactNode;
  /** The link's text; «ورود یا ثبت‌نام» by default. */
  action?: string;
  /** Where to come back to after login; this page, with its query, by default. */
  backTo?: string;
}

/** For a guest: what logging in unlocks here, and a link to the login page that comes back afterwards. */
export function LoginPrompt({ children, action = 'ورود یا ثبت‌نام', backTo }: LoginPromptProps) {
  const href = useLoginHref(backTo);
  return (
    <Box>
      <p>{children}</p>
      <ButtonLink to={href}>{action}</ButtonLink>
    </Box>
  );
}
