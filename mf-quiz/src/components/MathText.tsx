import 'katex/dist/katex.min.css';
import { useMemo } from 'react';
import styled from 'styled-components';
import { renderTex } from '../lib/math/render-tex.ts';
import { splitMath } from '../lib/math/split-math.ts';
import { MixedText, textDirection } from '@shared/ui';

/* Formulas read left to right inside right-to-left Persian text: the dir
   attribute says so (a CSS direction would be mirrored by the RTL plugin). */
const Formula = styled.span`
  unicode-bidi: isolate;
  display: inline-block;
  max-inline-size: 100%;
  overflow-x: auto;
  overflow-y: hidden;
  vertical-align: middle;

  & .katex {
    font-size: 1.1em;
  }
`;

const DisplayFormula = styled(Formula)`
  display: block;
  margin-block: ${({ theme }) => theme.space(2)};
  text-align: center;
`;

/** Props of {@link MathText}. */
export interface MathTextProps {
  /** Text from the API; LaTeX between `$…$` is typeset. */
  text: string;
  /** The element around it; a span by default. */
  element?: 'span' | 'p' | 'div';
  /**
   * Sets inline formulas at full size (\displaystyle) without breaking the
   * line: fractions in a question or an option stay legible on a phone.
   */
  displayStyle?: boolean;
  className?: string;
  id?: string;
}

/**
 * Question text with its formulas typeset by KaTeX. Plain text stays plain
 * text (React escapes it): the only HTML injected is KaTeX's own output for
 * each formula. A text holding Persian reads right to left with each English
 * run in it isolated left to right (MixedText); an English one reads left to
 * right.
 */
export function MathText({ text, element = 'span', displayStyle = false, className, id }: MathTextProps) {
  const segments = useMemo(() => splitMath(text), [text]);
  const direction = textDirection(text);
  const Wrapper = element;
  return (
    <Wrapper dir={direction ?? 'auto'} className={className} id={id}>
      {segments.map((segment, index) => {
        if (segment.kind === 'text')
          return <MixedText key={index} text={segment.text} inRtlParagraph={direction === 'rtl'} />;
        const Holder = segment.display ? DisplayFormula : Formula;
        return (
          <Holder
            key={index}
            dir="ltr"
            // KaTeX's HTML output is hidden from screen readers; they read the formula's source.
            role="math"
            aria-label={segment.tex}
            // KaTeX's output for this formula only; trust is off (see renderTex).
            dangerouslySetInnerHTML={{ __html: renderTex(segment.tex, segment.display, displayStyle) }}
          />
        );
      })}
    </Wrapper>
  );
}
