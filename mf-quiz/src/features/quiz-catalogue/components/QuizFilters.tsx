import { Select } from '@shared/ui';
import styled from 'styled-components';

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 16rem));
  gap: ${({ theme }) => theme.space(3)};
`;

/** A grade or subject to narrow the list to. */
interface Facet {
  slug: string;
  name: string;
}

/** Props of {@link QuizFilters}. */
export interface QuizFiltersProps {
  facets: { grades: readonly Facet[]; subjects: readonly Facet[] };
  grade: string;
  subject: string;
  onFilter: (name: 'grade' | 'subject', value: string) => void;
}

/** The grade and subject filters of the quiz list; «همه» clears one. */
export function QuizFilters({ facets, grade, subject, onFilter }: QuizFiltersProps) {
  const optionsOf = (items: readonly Facet[]) => [
    { value: '', label: 'همه' },
    ...items.map((item) => ({ value: item.slug, label: item.name })),
  ];
  return (
    <Row role="group" aria-label="فیلتر آزمون‌ها">
      <Select
        label="پایه"
        options={optionsOf(facets.grades)}
        value={grade}
        onChange={(value) => onFilter('grade', value)}
      />
      <Select
        label="درس"
        options={optionsOf(facets.subjects)}
        value={subject}
        onChange={(value) => onFilter('subject', value)}
      />
    </Row>
  );
}
