import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import styled from 'styled-components';
import { Link } from '../link/Link.tsx';

interface CardCommonProps extends Omit<ComponentPropsWithoutRef<'article'>, 'title'> {
  /** An image or illustration shown above the text. */
  media?: ReactNode;
  /** Heading level of the title, so the card fits the page's outline; 3 by default. */
  headingLevel?: 2 | 3 | 4;
  /** Actions or details under the body. */
  footer?: ReactNode;
}

/** Props of {@link Card}: with `to`, the whole card is a link named by its title. */
export type CardProps = CardCommonProps &
  (
    | { to: string; title: ReactNode; onPreload?: () => void }
    | { to?: undefined; title?: ReactNode; onPreload?: undefined }
  );

const Surface = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  transition: box-shadow ${({ theme }) => theme.motion.normal} ease;

  &:has(a:hover) {
    box-shadow: ${({ theme }) => theme.shadow.md};
  }
  /* The link's own ring is only around the title, so the whole card shows it too. */
  &:has(a:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Media = styled.div`
  & > img,
  & > picture img {
    display: block;
    inline-size: 100%;
    block-size: auto;
  }
`;

const Content = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)};
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 1.5;

  /* The title's link stretches over the card, so the card is one click target
     while screen readers hear only the title as the link's name. */
  & a {
    color: inherit;
    text-decoration: none;
  }
  & a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  & a:hover {
    text-decoration: underline;
  }
`;

const Body = styled.div`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Footer = styled.div`
  margin-block-start: auto;
  padding-inline: ${({ theme }) => theme.space(4)};
  padding-block-end: ${({ theme }) => theme.space(4)};
`;

/** A surface that groups an image, a title and a few lines about one thing. */
export function Card({ media, title, headingLevel = 3, footer, to, onPreload, children, ...rest }: CardProps) {
  return (
    <Surface {...rest}>
      {media && <Media>{media}</Media>}
      <Content>
        {title && (
          <Title as={`h${headingLevel}`}>
            {to === undefined ? (
              title
            ) : (
              <Link to={to} onPreload={onPreload}>
                {title}
              </Link>
            )}
          </Title>
        )}
        {children && <Body>{children}</Body>}
      </Content>
      {footer && <Footer>{footer}</Footer>}
    </Surface>
  );
}
