import styled from 'styled-components';
import { Skeleton, SkeletonText } from '@shared/ui';

const Cards = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
  margin-block: ${({ theme }) => theme.space(10)};
`;

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-block-start: ${({ theme }) => theme.space(10)};
`;

/** The home page's shape while its blocks load: the slideshow, the grades and a row of cards. */
export function HomeSkeleton() {
  return (
    <div aria-hidden="true" data-testid="home-skeleton">
      <Skeleton height={280} />
      <Chips>
        {Array.from({ length: 8 }, (_, index) => (
          <Skeleton key={index} width={88} height={36} />
        ))}
      </Chips>
      <Cards>
        {Array.from({ length: 4 }, (_, index) => (
          <div key={index}>
            <Skeleton height={150} />
            <SkeletonText lines={2} />
          </div>
        ))}
      </Cards>
    </div>
  );
}
