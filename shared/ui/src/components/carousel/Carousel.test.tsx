import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type useEmblaCarousel from 'embla-carousel-react';
import type { UseEmblaCarouselType } from 'embla-carousel-react';
import { renderWithTheme } from '../../testing/render-with-theme.tsx';
import { Carousel } from './Carousel.tsx';

type EmblaApi = NonNullable<UseEmblaCarouselType[1]>;

/**
 * jsdom lacks what embla needs (layout, matchMedia, observers), so the real
 * library starts only where a test provides them. A test that sets `fake`
 * gets a stand-in whose position it controls instead.
 */
const embla: { fake?: FakeApi } = {};

type UseEmbla = typeof useEmblaCarousel;

jest.mock('embla-carousel-react', () => {
  // The CommonJS build exports the hook itself rather than a default.
  const actual = jest.requireActual<UseEmbla | { default: UseEmbla }>('embla-carousel-react');
  const useRealEmbla = typeof actual === 'function' ? actual : actual.default;
  return {
    __esModule: true,
    default: function useEmblaStandIn(...args: Parameters<UseEmbla>) {
      const real = useRealEmbla(...args);
      return embla.fake ? [() => undefined, embla.fake.api] : real;
    },
  };
});

class FakeApi {
  index = 0;
  listeners = new Set<() => void>();
  constructor(readonly slideCount: number) {}
  move(by: number) {
    this.index = Math.min(Math.max(this.index + by, 0), this.slideCount - 1);
    this.listeners.forEach((listener) => listener());
  }
  readonly api = {
    canScrollPrev: () => this.index > 0,
    canScrollNext: () => this.index < this.slideCount - 1,
    scrollPrev: () => this.move(-1),
    scrollNext: () => this.move(1),
    on: (_event: string, listener: () => void) => this.listeners.add(listener),
    off: (_event: string, listener: () => void) => this.listeners.delete(listener),
  } as unknown as EmblaApi;
}

function renderCarousel() {
  return renderWithTheme(
    <Carousel label="دوره‌های پرطرفدار">
      <a href="/c/1">ریاضی</a>
      <a href="/c/2">فیزیک</a>
      <a href="/c/3">شیمی</a>
    </Carousel>,
  );
}

afterEach(() => {
  embla.fake = undefined;
});

describe('Carousel', () => {
  it('is a named slideshow whose slides are numbered in Persian', () => {
    renderCarousel();
    const region = screen.getByRole('region', { name: 'دوره‌های پرطرفدار' });
    expect(region).toHaveAttribute('aria-roledescription', 'اسلایدشو');
    const slides = screen.getAllByRole('group');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['۱ از ۳', '۲ از ۳', '۳ از ۳']);
    expect(screen.getByRole('group', { name: '۲ از ۳' })).toHaveTextContent('فیزیک');
    expect(screen.getByRole('button', { name: 'قبلی' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'بعدی' })).toBeInTheDocument();
  });

  it('keeps working where embla cannot run, with both buttons unavailable', async () => {
    const user = userEvent.setup();
    renderCarousel();
    const next = screen.getByRole('button', { name: 'بعدی' });
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'قبلی' })).toHaveAttribute('aria-disabled', 'true');
    await user.tab();
    expect(screen.getByRole('link', { name: 'ریاضی' })).toHaveFocus();
    await user.click(next);
    expect(screen.getByRole('group', { name: '۱ از ۳' })).toBeVisible();
  });

  it('starts the real embla where the browser has what it needs', () => {
    class NoopObserver {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    const stubs = {
      matchMedia: () => ({ matches: false, addEventListener() {}, removeEventListener() {} }),
      ResizeObserver: NoopObserver,
      IntersectionObserver: NoopObserver,
    };
    Object.assign(window, stubs);
    try {
      renderCarousel();
      const slides = screen.getAllByRole('group');
      expect(slides).toHaveLength(3);
      // embla positions the track as soon as it starts.
      expect(slides[0]?.parentElement?.style.transform).toMatch(/translate3d/);
      // Nothing has a size in jsdom, so there is nowhere to move.
      expect(screen.getByRole('button', { name: 'بعدی' })).toHaveAttribute('aria-disabled', 'true');
    } finally {
      for (const name of Object.keys(stubs)) Reflect.deleteProperty(window, name);
    }
  });

  it('moves with the buttons, which are unavailable at the ends, from the keyboard', async () => {
    embla.fake = new FakeApi(3);
    const user = userEvent.setup();
    renderCarousel();
    const previous = screen.getByRole('button', { name: 'قبلی' });
    const next = screen.getByRole('button', { name: 'بعدی' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(next).toHaveAttribute('aria-disabled', 'false');

    next.focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(embla.fake.index).toBe(2);
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(next).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(embla.fake.index).toBe(2);

    await user.click(previous);
    expect(embla.fake.index).toBe(1);
    expect(previous).toHaveAttribute('aria-disabled', 'false');
    act(() => embla.fake?.move(-1));
    expect(previous).toHaveAttribute('aria-disabled', 'true');
  });
});
