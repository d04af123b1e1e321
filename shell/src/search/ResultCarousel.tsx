import styled from 'styled-components';
import { Card, Carousel, ResponsiveImage, useIsMobile } from '@shared/ui';
import { usePreloadOnIntent } from '../preload/use-preload-on-intent.ts';

/** One hit as a card: where it leads and its thumbnail. */
export interface ResultItem {
  key: string;
  title: string;
  to: string;
  image: string;
  /** A second line, e.g. the course of a content. */
  detail?: string;
}

// A div: the carousel inside is already a region named by the same title.
const Group = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

// Every card of a row as tall as the tallest, whatever the length of its title.
const FullHeightCard = styled(Card)`
  block-size: 100%;
`;

function ResultCard({ item }: { item: ResultItem }) {
  // Hover only: the dialog's cards are many, and a search is a glance, not a decision.
  const { onPreload } = usePreloadOnIntent(item.to, { onViewport: false });
  return (
    <FullHeightCard
      to={item.to}
      title={<bdi>{item.title}</bdi>}
      headingLevel={4}
      onPreload={onPreload}
      media={<ResponsiveImage src={item.image} alt="" width={320} height={180} sizes="(min-width: 960px) 25vw, 72vw" />}
    >
      {item.detail && <bdi>{item.detail}</bdi>}
    </FullHeightCard>
  );
}

/** A group of hits (contents, courses or articles) as a right-to-left carousel of cards. */
export function ResultCarousel({ id, title, items }: { id: string; title: string; items: ResultItem[] }) {
  const mobile = useIsMobile();
  if (items.length === 0) return null;
  return (
    <Group>
      <h3 id={id}>{title}</h3>
      <Carousel label={title} slideSize={mobile ? '72%' : '25%'}>
        {items.map((item) => (
          <ResultCard key={item.key} item={item} />
        ))}
      </Carousel>
    </Group>
  );
}
