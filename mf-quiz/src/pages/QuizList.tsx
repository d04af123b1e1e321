import { PageHeader } from '@shared/ui';
import { useCallback } from 'react';
import { useSearchParams } from '@shared/router';
import { QuizCatalogue } from '../features/quiz-catalogue/components/QuizCatalogue.tsx';
import { QuizSearch } from '../features/quiz-catalogue/components/QuizSearch.tsx';
import { pageNumberOf } from '../lib/numbers.ts';

/** /quiz: every quiz, searchable, narrowed by grade and subject, a page at a time; all of it lives in the address. */
export default function QuizList() {
  const [params, setParams] = useSearchParams();
  const filters = {
    search: (params.get('search') ?? '').trim(),
    grade: params.get('grade') ?? '',
    subject: params.get('subject') ?? '',
    page: pageNumberOf(params.get('page')),
  };
  /** Sets one filter (or the search) and goes back to the first page; the others stay. */
  const update = useCallback(
    (name: 'search' | 'grade' | 'subject', value: string, replace: boolean) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.delete('page');
          if (value) updated.set(name, value);
          else updated.delete(name);
          return updated;
        },
        { replace },
      ),
    [setParams],
  );
  // Typing replaces the entry (one per search, not per pause); a filter is a step the back button undoes.
  const onSearch = useCallback((next: string) => update('search', next, true), [update]);
  const onFilter = useCallback((name: 'grade' | 'subject', value: string) => update(name, value, false), [update]);
  return (
    <section data-area="quiz" data-page="QuizList">
      <PageHeader
        title="آزمون‌ها"
        description="آزمون‌های آنلاین هر درس و پایه: پاسخ‌ها همان لحظه ذخیره می‌شوند و پس از پایان، کارنامه و پاسخ تشریحی هر سؤال را می‌بینید."
      />
      <QuizSearch value={filters.search} onSearch={onSearch} />
      <QuizCatalogue filters={filters} onFilter={onFilter} />
    </section>
  );
}
