import styled from 'styled-components';
import type { HeroSlide } from '@shared/api-client';
import { Carousel, media, ResponsiveImage } from '@shared/ui';
import { usePreloadOnIntent } from '../../preload/use-preload-on-intent.ts';
import { ButtonLink } from './block-parts.ts';

const Slide = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  align-items: center;
  padding: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  ${media.up('md')} {
    grid-template-columns: 1fr 1fr;
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space(4)};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  img {
    inline-size: 100%;
    block-size: auto;
    border-radius: ${({ theme }) => theme.radius.md};
  }
`;

function HeroSlideView({ slide, first }: { slide: HeroSlide; first: boolean }) {
  const preload = usePreloadOnIntent(slide.link.path, { onViewport: false });
  return (
    <Slide>
      <div>
        <h2>{slide.title}</h2>
        <p>{slide.subtitle}</p>
        <ButtonLink to={slide.link.path} onPreload={preload.onPreload}>
          {slide.link.title}
        </ButtonLink>
      </div>
      <ResponsiveImage
        src={slide.image_styles.styles.large ?? slide.image_styles.styles.thumbnail}
        alt=""
        width={640}
        height={360}
        sizes="(min-width: 960px) 40vw, 100vw"
        priority={first}
      />
    </Slide>
  );
}

/** The slideshow at the top of the home page. */
export function HeroBlock({ slides }: { slides: HeroSlide[] }) {
  if (slides.length === 0) return null;
  return (
    <Carousel label="معرفی دانش‌سرا" loop={slides.length > 1}>
      {slides.map((slide, index) => (
        <HeroSlideView key={`${slide.link.path}-${index}`} slide={slide} first={index === 0} />
      ))}
    </Carousel>
  );
}
