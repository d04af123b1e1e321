import styled from 'styled-components';
import { Skeleton } from '@shared/ui';
import { Hit, HitList } from './results-styles.ts';

const Lines = styled(Hit)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

/** Placeholders in the shape of the results while the first page loads. */
export function ResultsSkeleton() {
  return (
    <div aria-busy="true">
      <p role="status" className="visually-hidden">
        در حال جست‌وجو…
      </p>
      <HitList aria-hidden="true">
        {[0, 1, 2, 3].map((index) => (
          <li key={index}>
            <Lines>
              <Skeleton variant="text" width="30%" height="1.5em" />
              <Skeleton variant="text" width="20%" />
              <Skeleton variant="text" width="90%" />
            </Lines>
          </li>
        ))}
      </HitList>
    </div>
  );
}
