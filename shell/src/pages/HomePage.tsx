import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { homeQuery } from '@shared/api-client';
import { ErrorState, CHECK_CONNECTION } from '@shared/ui';
import { HomeBlockView } from './home/HomeBlockView.tsx';
import { HomeSkeleton } from './home/HomeSkeleton.tsx';

const Intro = styled.div`
  margin-block-end: ${({ theme }) => theme.space(6)};
  h1 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The home page: the blocks `/front/home` lists, in order. */
export default function HomePage(_props: { title?: string }) {
  const home = useQuery(homeQuery());
  return (
    <>
      <Intro>
        <h1>آموزش آنلاین برای دانش‌آموزان</h1>
        <p>از پیش‌دبستان تا پایهٔ دوازدهم: دوره، آزمون، بانک سؤال، لغت‌نامه و مقاله در یک جا.</p>
      </Intro>
      <div aria-busy={home.isPending}>
        {home.isPending && <HomeSkeleton />}
        {home.isError && (
          <ErrorState
            title="صفحهٔ اصلی بارگذاری نشد"
            message={CHECK_CONNECTION}
            onRetry={() => void home.refetch()}
            retrying={home.isFetching}
          />
        )}
        {home.data?.data.blocks.map((block, index) => (
          <HomeBlockView key={`${block.type}-${block.id}`} block={block} index={index} />
        ))}
      </div>
    </>
  );
}
