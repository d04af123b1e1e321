import styled from 'styled-components';
import { formatDate, formatDuration, formatNumber, formatPercent, normalizePersianInput } from '@shared/ui';
import { CatalogueSection, Sample } from '../CatalogueSection.tsx';

/* Noon UTC on 21 March 2025, so the day is 1 Farvardin 1404 in every time zone around Iran. */
const NOWRUZ_1404 = new Date(Date.UTC(2025, 2, 21, 12));

const Pairs = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  margin: 0;

  /* Each pair is grouped in a div, as HTML allows, and laid out by the grid. */
  & > div {
    display: contents;
  }
  & dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  & dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

interface Pair {
  label: string;
  value: string;
}

function PairList({ pairs }: { pairs: Pair[] }) {
  return (
    <Pairs>
      {pairs.map((pair) => (
        <div key={pair.label}>
          <dt>{pair.label}</dt>
          <dd>{pair.value}</dd>
        </div>
      ))}
    </Pairs>
  );
}

const NUMBERS: Pair[] = [
  { label: 'عدد صحیح', value: formatNumber(1234567) },
  { label: 'عدد اعشاری', value: formatNumber(3.14) },
  { label: 'درصد', value: formatPercent(0.42) },
];

const DATES: Pair[] = [
  { label: 'تاریخ کامل', value: formatDate(NOWRUZ_1404) },
  { label: 'تاریخ کوتاه', value: formatDate(NOWRUZ_1404, { dateStyle: 'short' }) },
  { label: 'روز هفته', value: formatDate(NOWRUZ_1404, { weekday: 'long', day: 'numeric', month: 'long' }) },
  {
    label: 'تاریخ و ساعت تهران',
    value: formatDate(NOWRUZ_1404, { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Tehran' }),
  },
];

const DURATIONS: Pair[] = [
  { label: 'دو دقیقه و پنج ثانیه', value: formatDuration(125) },
  { label: 'یک ساعت و دو دقیقه', value: formatDuration(3725) },
];

const TYPED = '۰۹١٢ كتاب ي';

/** Persian numbers, Persian-calendar dates, durations and input normalisation. */
export function FormattingSection() {
  return (
    <CatalogueSection id="formatting">
      <Sample title="عددها">
        <PairList pairs={NUMBERS} />
      </Sample>
      <Sample title="تاریخ‌ها (تقویم خورشیدی)">
        <PairList pairs={DATES} />
      </Sample>
      <Sample title="مدت‌ها">
        <PairList pairs={DURATIONS} />
      </Sample>
      <Sample title="یکسان‌سازی ورودی">
        <PairList
          pairs={[
            { label: 'نوشته‌شده', value: TYPED },
            { label: 'پس از یکسان‌سازی', value: normalizePersianInput(TYPED) },
          ]}
        />
      </Sample>
    </CatalogueSection>
  );
}
