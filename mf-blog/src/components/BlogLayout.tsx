import { media } from '@shared/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(8)};
  grid-template-columns: minmax(0, 1fr);

  ${media.up('md')} {
    grid-template-columns: minmax(0, 1fr) 18rem;
    align-items: start;
  }
`;

const Aside = styled.aside`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
`;

/** Props of {@link BlogLayout}. */
export interface BlogLayoutProps {
  children: ReactNode;
  /** The blog sidebar; beside the content on wide screens, after it on phones. */
  aside?: ReactNode;
}

/** The blog's two columns: the content, then the sidebar at the inline end. */
export function BlogLayout({ children, aside }: BlogLayoutProps) {
  return (
    <Columns>
      <div>{children}</div>
      {aside && <Aside aria-label="ستون کناری وبلاگ">{aside}</Aside>}
    </Columns>
  );
}
