import { useEffect, useState } from 'react';
import type { UseEmblaCarouselType } from 'embla-carousel-react';

type EmblaApi = UseEmblaCarouselType[1];

/** Whether the carousel can move back and forward from where it is. */
export interface CarouselEdges {
  canScrollPrev: boolean;
  canScrollNext: boolean;
}

/**
 * Follows embla's position to enable previous and next. Until embla is
 * ready (or where it cannot measure, as in tests) neither way is possible.
 */
export function useCarouselEdges(api: EmblaApi): CarouselEdges {
  const [edges, setEdges] = useState<CarouselEdges>({ canScrollPrev: false, canScrollNext: false });
  useEffect(() => {
    if (!api) return;
    const update = () => setEdges({ canScrollPrev: api.canScrollPrev(), canScrollNext: api.canScrollNext() });
    update();
    api.on('select', update);
    api.on('reInit', update);
    return () => {
      api.off('select', update);
      api.off('reInit', update);
    };
  }, [api]);
  return edges;
}
