import { Link } from '@shared/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  margin-block-end: ${({ theme }) => theme.space(4)};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
`;

/** Props of {@link SectionHeading}. */
export interface SectionHeadingProps {
  id: string;
  children: ReactNode;
  /** Where the whole list lives, with the link's text. */
  more?: { to: string; label: string };
}

/** A section's h2 with an optional «see all» link at the inline end. */
export function SectionHeading({ id, children, more }: SectionHeadingProps) {
  return (
    <Row>
      <Heading id={id}>{children}</Heading>
      {more && <Link to={more.to}>{more.label}</Link>}
    </Row>
  );
}
