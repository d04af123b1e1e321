import styled from 'styled-components';
import { Skeleton } from '@shared/ui';

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
`;

/** The shape of the statistics while they load. */
export function StatsSkeleton() {
  return (
    <Column aria-busy="true">
      <p role="status" className="visually-hidden">
        در حال بارگذاری آمار…
      </p>
      <Row>
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} height={110} />
        ))}
      </Row>
      <Skeleton height={420} />
    </Column>
  );
}
