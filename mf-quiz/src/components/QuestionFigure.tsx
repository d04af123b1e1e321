import { ResponsiveImage } from '@shared/ui';
import styled from 'styled-components';

const Figure = styled.figure`
  margin: 0;
  max-inline-size: 32rem;

  & img {
    inline-size: 100%;
    block-size: auto;
    border-radius: ${({ theme }) => theme.radius.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/** Props of {@link QuestionFigure}. */
export interface QuestionFigureProps {
  /** The figure's address from the API; an unsafe one shows the broken-image placeholder. */
  src: string | null;
  /** What the figure is, for screen readers. */
  alt: string;
}

/** A question's figure, when it has one: responsive, lazily loaded, never from an unsafe address. */
export function QuestionFigure({ src, alt }: QuestionFigureProps) {
  if (!src) return null;
  return (
    <Figure>
      <ResponsiveImage src={src} alt={alt} width={640} height={360} sizes="(min-width: 600px) 32rem, 100vw" />
    </Figure>
  );
}
