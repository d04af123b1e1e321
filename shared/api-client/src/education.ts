import { queryOptions } from '@tanstack/react-query';
import * as z from '@shared/schema';
import { callEndpoint, endpoint, list } from '@shared/api-client/core';

/**
 * An education grade. Spec section 3 names only `name` and `slug`; the id,
 * school order, stage and course count are our design.
 */
export const educationGradeSchema = z.looseObject({
  id: z.int(),
  name: z.string(),
  slug: z.string(),
  /** 0 for pre-primary, then 1…12. */
  order: z.int().check(z.nonnegative()),
  /** School stage, e.g. «دبستان» or «متوسطه دوم», for grouping in menus. */
  stage: z.string(),
  courses_count: z.int().check(z.nonnegative()),
});

/** A branch (field of study) of upper secondary school (our design: the spec shows no fields). */
export const educationBranchSchema = z.looseObject({
  id: z.int(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  /** Grades in which the branch is taught. */
  grade_slugs: z.array(z.string()),
  courses_count: z.int().check(z.nonnegative()),
});

/** The grade and branch lists, with course counts (read-only, public). */
export const educationEndpoints = {
  grades: endpoint({
    method: 'get',
    path: '/front/education/grade',
    access: 'public',
    response: list(educationGradeSchema),
  }),
  branches: endpoint({
    method: 'get',
    path: '/front/education/branch',
    access: 'public',
    response: list(educationBranchSchema),
  }),
};

export const educationGradesResponseSchema = educationEndpoints.grades.response;
export const educationBranchesResponseSchema = educationEndpoints.branches.response;

export type EducationGrade = z.infer<typeof educationGradeSchema>;
export type EducationBranch = z.infer<typeof educationBranchSchema>;
export type EducationGradesResponse = z.infer<typeof educationGradesResponseSchema>;
export type EducationBranchesResponse = z.infer<typeof educationBranchesResponseSchema>;

/** The branches of upper secondary school. */
export async function getEducationBranches(): Promise<EducationBranchesResponse> {
  return callEndpoint(educationEndpoints.branches, {});
}

/** The grades in school order. */
export async function getEducationGrades(): Promise<EducationGradesResponse> {
  return callEndpoint(educationEndpoints.grades, {});
}

/** Grades change rarely: one cached answer serves every area for an hour. */
const RARELY_CHANGES_MS = 3_600_000;

/** The grades call's query: one key for every app, so the one query cache holds one answer. */
export const educationGradesQuery = () =>
  queryOptions({ queryKey: ['education', 'grades'], queryFn: getEducationGrades, staleTime: RARELY_CHANGES_MS });

/** The branches call's query, under one key for every app. */
export const educationBranchesQuery = () =>
  queryOptions({ queryKey: ['education', 'branches'], queryFn: getEducationBranches, staleTime: RARELY_CHANGES_MS });
