/** A subject of the school curriculum, as quizzes and topics name it. */
export interface Subject {
  name: string;
  slug: string;
}

export const SUBJECTS = {
  math: { name: 'ریاضی', slug: 'math' },
  physics: { name: 'فیزیک', slug: 'physics' },
  chemistry: { name: 'شیمی', slug: 'chemistry' },
  biology: { name: 'زیست‌شناسی', slug: 'biology' },
  literature: { name: 'ادبیات فارسی', slug: 'persian-literature' },
  arabic: { name: 'عربی', slug: 'arabic' },
  english: { name: 'زبان انگلیسی', slug: 'english' },
  history: { name: 'تاریخ', slug: 'history' },
} satisfies Record<string, Subject>;

/** A topic of the question bank, without its question count (see `TOPICS` in topics.ts). */
export interface TopicEntry {
  name: string;
  slug: string;
  subject: Subject;
  grade_slug: string;
  /** First question id of the topic; each topic owns a block of 100 ids. */
  first_id: number;
}

function topic<Slug extends string>(
  index: number,
  name: string,
  slug: Slug,
  subject: Subject,
  gradeSlug: string,
): TopicEntry & { slug: Slug } {
  return { name, slug, subject, grade_slug: gradeSlug, first_id: 1001 + index * 100 };
}

/** The question bank's topics, in the order the bank lists them. */
export const TOPIC_CATALOGUE = [
  topic(0, 'کسرها و عملیات روی آن‌ها', 'fractions', SUBJECTS.math, 'grade-7'),
  topic(1, 'توان و جذر', 'powers-and-roots', SUBJECTS.math, 'grade-8'),
  topic(2, 'درصد و تناسب', 'percent-and-ratio', SUBJECTS.math, 'grade-7'),
  topic(3, 'محیط و مساحت شکل‌ها', 'area-and-perimeter', SUBJECTS.math, 'grade-8'),
  topic(4, 'معادلهٔ درجهٔ دوم', 'quadratic-equations', SUBJECTS.math, 'grade-10'),
  topic(5, 'حرکت بر خط راست', 'kinematics', SUBJECTS.physics, 'grade-9'),
  topic(6, 'جریان الکتریکی و قانون اهم', 'electric-current', SUBJECTS.physics, 'grade-9'),
  topic(7, 'مول و جرم مولی', 'mole-and-mass', SUBJECTS.chemistry, 'grade-10'),
  topic(8, 'جدول دوره‌ای عنصرها', 'periodic-table', SUBJECTS.chemistry, 'grade-10'),
  topic(9, 'یاخته و بافت', 'cell-biology', SUBJECTS.biology, 'grade-10'),
  topic(10, 'آرایه‌های ادبی', 'literary-devices', SUBJECTS.literature, 'grade-9'),
  topic(11, 'قواعد عربی', 'arabic-grammar', SUBJECTS.arabic, 'grade-9'),
  topic(12, 'دستور زبان انگلیسی', 'english-grammar', SUBJECTS.english, 'grade-9'),
  topic(13, 'تاریخ ایران', 'iran-history', SUBJECTS.history, 'grade-10'),
] as const;

/** Slug of a topic of the catalogue. */
export type TopicSlug = (typeof TOPIC_CATALOGUE)[number]['slug'];
