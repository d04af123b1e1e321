import { useEffect, useState } from 'react';
import { Button, EmptyState, ErrorState, Skeleton, SkeletonText } from '@shared/ui';
import { Row, Stack } from '../catalogue-layout.ts';
import { CatalogueSection, Sample } from '../CatalogueSection.tsx';

/** How long the sample retry looks busy, so the busy button can be seen. */
const SAMPLE_RETRY_MS = 1500;

/** Skeleton and SkeletonText, EmptyState and ErrorState with its retry. */
export function StatesSection() {
  const [retrying, setRetrying] = useState(false);
  useEffect(() => {
    if (!retrying) return;
    const timer = window.setTimeout(() => setRetrying(false), SAMPLE_RETRY_MS);
    return () => window.clearTimeout(timer);
  }, [retrying]);

  return (
    <CatalogueSection id="states">
      <Sample title="اسکلت‌های بارگذاری">
        <Stack aria-busy="true">
          <span className="visually-hidden">در حال بارگذاری…</span>
          <Row>
            <Skeleton variant="circle" width={48} />
            <Skeleton variant="text" width="40%" />
          </Row>
          <Skeleton height={96} />
          <SkeletonText lines={3} />
        </Stack>
      </Sample>
      <Sample title="حالت خالی">
        <EmptyState
          headingLevel={4}
          title="هنوز دوره‌ای ندارید"
          text="از فهرست دوره‌ها یکی را انتخاب کنید تا اینجا دیده شود."
          action={<Button variant="secondary">دیدن دوره‌ها</Button>}
        />
      </Sample>
      <Sample title="حالت خطا با تلاش دوباره">
        <ErrorState
          headingLevel={4}
          message="ارتباط با سرور برقرار نشد. اتصال اینترنت را بررسی کنید."
          onRetry={() => setRetrying(true)}
          retrying={retrying}
        />
      </Sample>
    </CatalogueSection>
  );
}
