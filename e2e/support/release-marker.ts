/** Text only the ops tests' second quiz release shows: how a test tells the two releases apart. */
export const RELEASE_MARKER = 'نسخهٔ تازهٔ بخش آزمون‌ها';
