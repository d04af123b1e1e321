import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../components/PageHeader.tsx';
import { QuizCatalogue } from '../features/quiz-catalogue/components/QuizCatalogue.tsx';
import { QuizSearch } from '../features/quiz-catalogue/components/QuizSearch.tsx';
import { pageNumberOf } from '../lib/numbers.ts';

/** /quiz: every quiz, searchable and a page at a time; search and page live in the address. */
export default function QuizList() {
  const [params, setParams] = useSearchParams();
  const search = (params.get('search') ?? '').trim();
  const page = pageNumberOf(params.get('page'));
  const onSearch = useCallback(
    (next: string) =>
      setParams(
        () => {
          const updated = new URLSearchParams();
          if (next) updated.set('search', next);
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return (
    <section data-area="quiz" data-page="QuizList">
      <PageHeader
        title="آزمون‌ها"
        description="آزمون‌های آنلاین هر درس و پایه: پاسخ‌ها همان لحظه ذخیره می‌شوند و پس از پایان، کارنامه و پاسخ تشریحی هر سؤال را می‌بینید."
      />
      <QuizSearch value={search} onSearch={onSearch} />
      <QuizCatalogue search={search} page={page} />
    </section>
  );
}
