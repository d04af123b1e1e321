/** The seeded demo student as the API's user answer gives them: the signed-in student of the shell's tests. */
export const DEMO_STUDENT = {
  id: 1,
  fullName: 'سارا محمدی',
  avatar: null,
  first_name: 'سارا',
  last_name: 'محمدی',
  email: null,
  mobile: '09120000000',
  grade_slug: null,
  grade_name: null,
  bio: null,
};
