import { getEducationBranches, getEducationGrades } from '@shared/api-client';
import { startHarness, type Harness } from './harness.ts';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());

describe('education contract', () => {
  it('GET /front/education/grade lists the default grades in school order with course counts', async () => {
    const { data: grades } = await getEducationGrades();
    expect(grades.map((grade) => grade.name)).toEqual([
      'پیش‌دبستانی',
      'اول دبستان',
      'دوم دبستان',
      'سوم دبستان',
      'چهارم دبستان',
      'پنجم دبستان',
      'ششم دبستان',
      'هفتم',
      'هشتم',
      'نهم',
      'دهم',
      'یازدهم',
      'دوازدهم',
    ]);
    expect(grades.find((grade) => grade.slug === 'grade-10')).toMatchObject({ stage: 'متوسطه دوم' });
    expect(grades.reduce((sum, grade) => sum + grade.courses_count, 0)).toBeGreaterThanOrEqual(24);
  });

  it('GET /front/education/branch lists the four branches of upper secondary school', async () => {
    const { data: branches } = await getEducationBranches();
    expect(branches.map((branch) => branch.name)).toEqual([
      'ریاضی و فیزیک',
      'علوم تجربی',
      'علوم انسانی',
      'فنی و حرفه‌ای',
    ]);
    for (const branch of branches) {
      expect(branch.grade_slugs).toEqual(['grade-10', 'grade-11', 'grade-12']);
      expect(branch.courses_count).toBeGreaterThan(0);
    }
  });
});
