import { USER } from '../../../testing/profile-fixtures.ts';
import { valuesFromUser } from './profile-form.ts';

describe('profile form values', () => {
  it('fills the form from the user, blanks for what is not set', () => {
    expect(valuesFromUser({ ...USER, email: null, bio: null, grade_slug: null })).toMatchObject({
      first_name: USER.first_name,
      last_name: USER.last_name,
      email: '',
      bio: '',
      grade_slug: '',
    });
  });

  it('shows the mobile number in Persian digits', () => {
    expect(valuesFromUser({ ...USER, mobile: '09120000000' }).mobile).toBe('۰۹۱۲۰۰۰۰۰۰۰');
    expect(valuesFromUser({ ...USER, mobile: null }).mobile).toBe('');
  });
});
