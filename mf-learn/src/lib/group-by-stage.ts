import type { EducationGrade } from '@shared/api-client';

/** A school stage and its grades, in school order. */
export interface StageGroup {
  stage: string;
  grades: EducationGrade[];
}

/** Grades in school order, grouped by stage in the order stages first appear. */
export function groupByStage(grades: readonly EducationGrade[]): StageGroup[] {
  const groups: StageGroup[] = [];
  for (const grade of [...grades].sort((a, b) => a.order - b.order)) {
    const last = groups.at(-1);
    if (last && last.stage === grade.stage) last.grades.push(grade);
    else groups.push({ stage: grade.stage, grades: [grade] });
  }
  return groups;
}
