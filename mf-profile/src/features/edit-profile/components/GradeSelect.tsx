import { educationGradesQuery } from '@shared/api-client';
import { Select } from '@shared/ui';
import { useQuery } from '@tanstack/react-query';

/** Props of {@link GradeSelect}. */
export interface GradeSelectProps {
  value: string;
  onChange: (slug: string) => void;
  error?: string;
}

/** The student's school grade, from the API's grade list (in school order). */
export function GradeSelect({ value, onChange, error }: GradeSelectProps) {
  const grades = useQuery(educationGradesQuery());
  const options = [
    { value: '', label: 'بدون پایه' },
    ...[...(grades.data?.data ?? [])]
      .sort((a, b) => a.order - b.order)
      .map((grade) => ({ value: grade.slug, label: grade.name })),
  ];
  return (
    <Select
      label="پایهٔ تحصیلی"
      id="profile-grade_slug"
      name="grade_slug"
      options={options}
      value={value}
      onChange={onChange}
      error={error}
      helperText={grades.isError ? 'فهرست پایه‌ها بارگذاری نشد؛ پایهٔ فعلی شما تغییر نمی‌کند.' : undefined}
      disabled={grades.isPending}
    />
  );
}
