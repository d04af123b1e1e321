import { loginPath } from '@shared/registry';
import type { ReactNode } from 'react';
import { useLocation } from '@shared/router';
import styled from 'styled-components';
import { ButtonLink } from './button-link.ts';

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
  /** Why logging in helps, in one sentence. */
  children: ReactNode;
  /** The link's text; «ورود یا ثبت‌نام» by default. */
  action?: string;
  /** Where to return after login; this page by default. */
  backTo?: string;
}

/** Tells a guest what logging in unlocks, with a link that returns here afterwards. */
export function LoginPrompt({ children, action = 'ورود یا ثبت‌نام', backTo }: LoginPromptProps) {
  const location = useLocation();
  const target = backTo ?? `${location.pathname}${location.search}`;
  return (
    <Box>
      <p>{children}</p>
      <ButtonLink to={loginPath(target)}>{action}</ButtonLink>
    </Box>
  );
}
