import type { FastifyInstance } from 'fastify';
import { educationEndpoints } from '@shared/api-client';
import type { DevApiContext } from '../core/context.ts';
import { serve } from '../core/serve.ts';
import { COURSES } from '../seed/courses.ts';
import { BRANCHES, GRADES } from '../seed/education.ts';

/** Routes of the "education" domain (spec section 7): grade and branch lists with course counts. */
export async function educationRoutes(app: FastifyInstance, { context }: { context: DevApiContext }) {
  serve(app, context, educationEndpoints.grades, () => ({
    data: GRADES.map((grade) => ({
      ...grade,
      courses_count: COURSES.filter((course) => course.grade_slug === grade.slug).length,
    })),
  }));

  serve(app, context, educationEndpoints.branches, () => ({
    data: BRANCHES.map((branch) => ({
      ...branch,
      courses_count: COURSES.filter((course) => course.branch_slug === branch.slug).length,
    })),
  }));
}
