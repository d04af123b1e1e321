import useEmblaCarousel from 'embla-carousel-react';
import { Children, isValidElement, type ReactNode } from 'react';
import { formatNumber } from '../../format/persian.ts';
import { CarouselRoot, Controls, NavButton, Slide, Track, Viewport } from './carousel-parts.ts';
import { useCanRunEmbla } from './use-can-run-embla.ts';
import { useCarouselEdges } from './use-carousel-edges.ts';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion.ts';

/** Props of {@link Carousel}. */
export interface CarouselProps {
  /** The accessible name, e.g. «دوره‌های پرطرفدار». */
  label: string;
  /** Each child is one slide. */
  children: ReactNode;
  /** A slide's width as a share of the carousel (CSS flex-basis); a whole slide by default. */
  slideSize?: string;
  /** Wrap around at the ends. */
  loop?: boolean;
}

function Chevron({ pointing }: { pointing: 'left' | 'right' }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20">
      <path
        d={pointing === 'right' ? 'M9 6l6 6-6 6' : 'M15 6l-6 6 6 6'}
        stroke="currentColor"
        strokeWidth="2"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}

/**
 * A right-to-left slideshow of any children, dragged by touch or moved with
 * «قبلی» and «بعدی». Focusing something inside a slide brings it into view.
 * Where embla cannot run, the slides stay reachable in a natively scrolled row.
 * The buttons say they are unavailable at the ends with aria-disabled rather
 * than disabled, so focus is not lost when the last press reaches an end.
 */
export function Carousel({ label, children, slideSize = '100%', loop = false }: CarouselProps) {
  const [viewportRef, api] = useEmblaCarousel({ direction: 'rtl', loop });
  const enhanced = useCanRunEmbla();
  const { canScrollPrev, canScrollNext } = useCarouselEdges(api);
  const jump = usePrefersReducedMotion();
  const slides = Children.toArray(children);
  const count = formatNumber(slides.length);

  return (
    <CarouselRoot aria-roledescription="اسلایدشو" aria-label={label}>
      <Viewport ref={enhanced ? viewportRef : undefined} dir="rtl" $native={!enhanced}>
        <Track>
          {slides.map((slide, index) => (
            <Slide
              key={isValidElement(slide) && slide.key !== null ? slide.key : index}
              role="group"
              aria-roledescription="اسلاید"
              aria-label={`${formatNumber(index + 1)} از ${count}`}
              $size={slideSize}
            >
              {slide}
            </Slide>
          ))}
        </Track>
      </Viewport>
      <Controls>
        <NavButton
          type="button"
          aria-label="قبلی"
          aria-disabled={!canScrollPrev}
          onClick={() => canScrollPrev && api?.scrollPrev(jump)}
        >
          <Chevron pointing="right" />
        </NavButton>
        <NavButton
          type="button"
          aria-label="بعدی"
          aria-disabled={!canScrollNext}
          onClick={() => canScrollNext && api?.scrollNext(jump)}
        >
          <Chevron pointing="left" />
        </NavButton>
      </Controls>
    </CarouselRoot>
  );
}
