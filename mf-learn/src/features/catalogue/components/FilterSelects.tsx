import { educationBranchesQuery } from '@shared/api-client';
import { Select, type SelectOption } from '@shared/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@shared/router';
import styled from 'styled-components';
import { courseListQuery } from '../../../api/course-queries.ts';
import { catalogueHref, type CatalogueRoute } from '../hooks/catalogue-route.ts';

const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
`;

/** Every course of a grade or branch fits in one answer of this size (the API allows up to 48). */
const TEACHER_SOURCE_SIZE = 48;

const ALL = '';

/**
 * The branch and teacher filters; a choice changes the address. The teacher
 * in force stays a choice even where the other filters leave none of their
 * courses, so the select shows what the list is filtered by.
 */
export function FilterSelects({ route, teacherName }: { route: CatalogueRoute; teacherName?: string }) {
  const navigate = useNavigate();
  const branches = useQuery(educationBranchesQuery());
  // There is no teacher list call: the teachers are those of the courses the other filters leave.
  const source = useQuery(
    courseListQuery({
      grade: route.grade,
      branch: route.branch,
      category: route.category,
      per_page: TEACHER_SOURCE_SIZE,
    }),
  );

  const branchOptions: SelectOption[] = [
    { value: ALL, label: 'همهٔ رشته‌ها' },
    ...(branches.data?.data ?? []).map((branch) => ({ value: branch.slug, label: branch.name })),
  ];
  const teachers = new Map<number, string>();
  for (const course of source.data?.data ?? []) teachers.set(course.teacher.id, course.teacher.name);
  if (route.teacher !== undefined && !teachers.has(route.teacher)) {
    teachers.set(route.teacher, teacherName ?? 'مدرس انتخاب‌شده');
  }
  const teacherOptions: SelectOption[] = [
    { value: ALL, label: 'همهٔ مدرس‌ها' },
    ...[...teachers].map(([id, name]) => ({ value: String(id), label: name })),
  ];

  return (
    <Row>
      <Select
        label="رشته"
        options={branchOptions}
        value={route.branch ?? ALL}
        onChange={(value) => void navigate(catalogueHref(route, { branch: value || undefined }))}
      />
      <Select
        label="مدرس"
        options={teacherOptions}
        value={route.teacher === undefined ? ALL : String(route.teacher)}
        onChange={(value) => void navigate(catalogueHref(route, { teacher: value ? Number(value) : undefined }))}
      />
    </Row>
  );
}
