import { educationBranchesQuery, educationGradesQuery } from './education.ts';
import { getProfileCourses, profileCoursesQuery } from './profile.ts';
import { getGlobalData, globalDataQuery } from './utils.ts';

describe('query options next to their calls', () => {
  it('give each call one key, whichever app asks, so the one query cache holds one answer', () => {
    expect(profileCoursesQuery().queryKey).toEqual(['profile', 'courses']);
    expect(profileCoursesQuery().queryFn).toBe(getProfileCourses);
    expect(globalDataQuery().queryFn).toBe(getGlobalData);
    const keys = [profileCoursesQuery(), educationGradesQuery(), educationBranchesQuery(), globalDataQuery()].map(
      (options) => JSON.stringify(options.queryKey),
    );
    expect(new Set(keys).size).toBe(keys.length);
  });
});
