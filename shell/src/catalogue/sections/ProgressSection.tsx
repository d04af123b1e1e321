import { useState } from 'react';
import { Button, ProgressBar, Rating, TopProgressBar, formatPercent } from '@shared/ui';
import { Row, Stack } from '../catalogue-layout.ts';
import { CatalogueSection, Sample } from '../CatalogueSection.tsx';

const PROGRESS_SAMPLES = [0, 42, 100];

/** Rating shown and chosen, ProgressBar at a few values, and the TopProgressBar switched on demand. */
export function ProgressSection() {
  const [rating, setRating] = useState(0);
  const [loading, setLoading] = useState(false);
  return (
    <CatalogueSection id="progress">
      <Sample title="امتیاز فقط‌خواندنی">
        <Stack>
          <Rating value={4.5} />
          <Rating value={3} />
          <Rating value={0} />
        </Stack>
      </Sample>
      <Sample title="امتیازدهی">
        <Stack>
          <Rating value={rating} onChange={setRating} label="به این دوره چه امتیازی می‌دهید؟" />
          <Rating value={2} onChange={() => undefined} label="امتیاز غیرفعال" disabled />
        </Stack>
      </Sample>
      <Sample title="نوار پیشرفت">
        <Stack>
          {PROGRESS_SAMPLES.map((value) => (
            <ProgressBar key={value} value={value} label={`پیشرفت دوره، ${formatPercent(value / 100)}`} />
          ))}
        </Stack>
      </Sample>
      <Sample title="نوار بارگذاری بالای صفحه">
        <Row>
          <Button variant="secondary" aria-pressed={loading} onClick={() => setLoading(!loading)}>
            نوار بارگذاری بالای صفحه
          </Button>
        </Row>
        <TopProgressBar active={loading} />
      </Sample>
    </CatalogueSection>
  );
}
