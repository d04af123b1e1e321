import styled from 'styled-components';
import { Skeleton, SkeletonText } from '@shared/ui';

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  grid-auto-rows: auto;
  gap: ${({ theme }) => theme.space(3)};
  overflow: hidden;
  max-block-size: 15rem;
`;

const Chips = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
`;

/** The shape of the results while they load: a row of chips and three rows of cards. */
export function SearchSkeleton() {
  return (
    <Column aria-hidden="true" data-testid="search-skeleton">
      <Chips>
        {[0, 1, 2, 3].map((chip) => (
          <Skeleton key={chip} width={96} height={36} />
        ))}
      </Chips>
      {[0, 1, 2].map((row) => (
        <div key={row}>
          <SkeletonText lines={1} />
          <Row>
            {[0, 1, 2, 3].map((card) => (
              <Skeleton key={card} height={150} />
            ))}
          </Row>
        </div>
      ))}
    </Column>
  );
}
