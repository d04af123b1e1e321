import type { Content } from '@shared/api-client';
import { Link, MetaList } from '@shared/ui';
import styled from 'styled-components';
import { CONTENT_TYPE_LABEL } from '../../../lib/format.ts';

const Nav = styled.nav`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(3)};
`;

const Step = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-block-size: 44px;
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  text-decoration: none;

  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &[data-direction='next'] {
    grid-column: 2;
    text-align: end;
  }
`;

/** The contents before and after this one, in course order. */
export function ContentNav({ content, hrefFor }: { content: Content; hrefFor: (slug: string) => string }) {
  const { previous, next } = content;
  if (!previous && !next) return null;
  return (
    <Nav aria-label="محتوای قبلی و بعدی">
      {previous && (
        <Step to={hrefFor(previous.slug)} rel="prev" data-direction="previous">
          <small>
            <MetaList>
              قبلی
              {CONTENT_TYPE_LABEL[previous.type]}
            </MetaList>
          </small>
          <bdi>{previous.title}</bdi>
        </Step>
      )}
      {next && (
        <Step to={hrefFor(next.slug)} rel="next" data-direction="next">
          <small>
            <MetaList>
              بعدی
              {CONTENT_TYPE_LABEL[next.type]}
            </MetaList>
          </small>
          <bdi>{next.title}</bdi>
        </Step>
      )}
    </Nav>
  );
}
