import { COURSE_DEFINITIONS } from './courses-catalogue.ts';
import { DEFAULT_GRADES } from './global-data.ts';
import { imageStyles } from './media.ts';
import { questionsOfTopic } from './questions.ts';
import { SUBJECTS, type Subject, type TopicSlug } from './topics-catalogue.ts';

/** A quiz of the dev API: its public facts and the bank questions it asks, in order. */
export interface SeedQuiz {
  id: number;
  /** Names the quiz in run URLs (`/quiz/run/{code}`). */
  code: string;
  /** Names the quiz in public URLs (`/quiz/{slug}`). */
  slug: string;
  title: string;
  description: string;
  subject: Subject;
  grade: { name: string; slug: string };
  /** Null: the quiz has no time limit. */
  duration_minutes: number | null;
  course: { title: string; slug: string } | null;
  image_styles: ReturnType<typeof imageStyles>;
  instructions: string[];
  question_ids: number[];
}

interface QuizDefinition {
  code: string;
  slug: string;
  title: string;
  description: string;
  subject: Subject;
  grade_slug: string;
  duration_minutes: number | null;
  course_slug: string | null;
  /** Which bank topics it draws from, and how many of each (the first ones, in bank order). */
  topics: [TopicSlug, number][];
}

const DEFINITIONS: QuizDefinition[] = [
  {
    code: 'QZ1001',
    slug: 'math-grade-7-fractions-percent',
    title: 'آزمون ریاضی هفتم: کسرها و درصد',
    description: 'جمع، ضرب و تقسیم کسرها، درصد، تخفیف و تناسب مستقیم؛ مرور فصل‌های کسر و تناسب ریاضی هفتم.',
    subject: SUBJECTS.math,
    grade_slug: 'grade-7',
    duration_minutes: 20,
    course_slug: 'math-grade-7',
    topics: [
      ['fractions', 6],
      ['percent-and-ratio', 6],
    ],
  },
  {
    code: 'QZ1002',
    slug: 'math-grade-8-powers-area',
    title: 'آزمون ریاضی هشتم: توان، جذر و مساحت',
    description: 'ضرب و تقسیم توان‌های هم‌پایه، سادهٔ رادیکال‌ها، قضیهٔ فیثاغورس و مساحت شکل‌های هندسی.',
    subject: SUBJECTS.math,
    grade_slug: 'grade-8',
    duration_minutes: 25,
    course_slug: 'math-grade-8',
    topics: [
      ['powers-and-roots', 6],
      ['area-and-perimeter', 6],
    ],
  },
  {
    code: 'QZ1003',
    slug: 'math-grade-10-quadratic',
    title: 'آزمون ریاضی دهم: معادلهٔ درجهٔ دوم',
    description: 'حل معادله با تجزیه، مُمَیِّز، مجموع و حاصل‌ضرب ریشه‌ها؛ آمادگی برای امتحان فصل سوم ریاضی دهم.',
    subject: SUBJECTS.math,
    grade_slug: 'grade-10',
    duration_minutes: 30,
    course_slug: 'math-grade-10',
    topics: [['quadratic-equations', 12]],
  },
  {
    code: 'QZ1004',
    slug: 'science-grade-9-motion-electricity',
    title: 'آزمون علوم نهم: حرکت و الکتریسیته',
    description: 'تندی متوسط، حرکت با شتاب ثابت، قانون اهم، مقاومت‌های متوالی و موازی و توان الکتریکی.',
    subject: SUBJECTS.physics,
    grade_slug: 'grade-9',
    duration_minutes: 25,
    course_slug: 'science-grade-9',
    topics: [
      ['kinematics', 6],
      ['electric-current', 6],
    ],
  },
  {
    code: 'QZ1005',
    slug: 'chemistry-grade-10-periodic-mole',
    title: 'آزمون شیمی دهم: جدول دوره‌ای و مول',
    description: 'روند ویژگی‌ها در جدول دوره‌ای، آرایش الکترونی، جرم مولی و تبدیل گرم به مول.',
    subject: SUBJECTS.chemistry,
    grade_slug: 'grade-10',
    duration_minutes: 20,
    course_slug: 'chemistry-grade-10',
    topics: [
      ['periodic-table', 6],
      ['mole-and-mass', 5],
    ],
  },
  {
    code: 'QZ1006',
    slug: 'biology-grade-10-cell',
    title: 'آزمون زیست‌شناسی دهم: یاخته و بافت',
    description: 'اندامک‌های یاخته، غشا و روش‌های جابه‌جایی مواد، بافت‌های جانوری و مراحل رشتمان.',
    subject: SUBJECTS.biology,
    grade_slug: 'grade-10',
    duration_minutes: 15,
    course_slug: 'biology-grade-10',
    topics: [['cell-biology', 11]],
  },
  {
    code: 'QZ1007',
    slug: 'persian-literature-grade-9-devices',
    title: 'آزمون ادبیات فارسی نهم: آرایه‌های ادبی',
    description:
      'تشخیص، تشبیه، تضاد، جناس، حس‌آمیزی، مراعات‌نظیر، اغراق، کنایه، واج‌آرایی، تلمیح و سجع در نمونه‌های شعر و نثر.',
    subject: SUBJECTS.literature,
    grade_slug: 'grade-9',
    duration_minutes: 15,
    course_slug: 'persian-literature-grade-9',
    topics: [['literary-devices', 11]],
  },
  {
    code: 'QZ1008',
    slug: 'arabic-grade-9',
    title: 'آزمون عربی نهم: قواعد و ترجمه',
    description: 'جمع مکسر، ماضی و مضارع، امر و نهی، اسم فاعل و مفعول و مکان، اسم اشاره و ضمیرها.',
    subject: SUBJECTS.arabic,
    grade_slug: 'grade-9',
    duration_minutes: 15,
    course_slug: null,
    topics: [['arabic-grammar', 11]],
  },
  {
    code: 'QZ1009',
    slug: 'english-grade-9-grammar',
    title: 'آزمون زبان انگلیسی نهم: دستور زبان',
    description: 'زمان‌های حال و گذشته، حال کامل، مجهول، شرطی نوع اول، صفت تفضیلی و ضمیرهای موصولی.',
    subject: SUBJECTS.english,
    grade_slug: 'grade-9',
    duration_minutes: 15,
    course_slug: null,
    topics: [['english-grammar', 11]],
  },
  {
    code: 'QZ1010',
    slug: 'iran-history',
    title: 'آزمون تاریخ ایران: از هخامنشیان تا نهضت ملی نفت',
    description:
      'سلسله‌ها و بنیان‌گذارانشان، جنگ‌ها و عهدنامه‌ها، مشروطیت و ملی شدن صنعت نفت. این آزمون محدودیت زمانی ندارد.',
    subject: SUBJECTS.history,
    grade_slug: 'grade-10',
    duration_minutes: null,
    course_slug: 'history-grade-10',
    topics: [['iran-history', 11]],
  },
  {
    code: 'QZ1011',
    slug: 'math-grade-7-one-minute-fractions',
    title: 'آزمون تندی ریاضی هفتم: پنج کسر در یک دقیقه',
    description: 'پنج سؤال کوتاه از جمع، ضرب و تقسیم کسرها برای گرم کردن ذهن پیش از امتحان؛ فقط یک دقیقه وقت دارید.',
    subject: SUBJECTS.math,
    grade_slug: 'grade-7',
    duration_minutes: 1,
    course_slug: 'math-grade-7',
    topics: [['fractions', 5]],
  },
];

/** A number in Persian digits, for messages and instructions. */
export function persianNumber(value: number): string {
  return String(value).replace(/\d/g, (digit) => '۰۱۲۳۴۵۶۷۸۹'[Number(digit)]!);
}

function instructionsFor(durationMinutes: number | null): string[] {
  return [
    'هر سؤال چهار گزینه دارد و فقط یکی از آن‌ها درست است.',
    durationMinutes
      ? `زمان آزمون ${persianNumber(durationMinutes)} دقیقه است؛ با پایان زمان، آزمون خودبه‌خود بسته می‌شود.`
      : 'این آزمون محدودیت زمانی ندارد؛ هر وقت آماده بودید آن را به پایان برسانید.',
    'تا پیش از پایان آزمون می‌توانید پاسخ هر سؤال را تغییر دهید.',
    'در درصد با احتساب نمرهٔ منفی، هر سه پاسخ نادرست اثر یک پاسخ درست را از بین می‌برد.',
    'پاسخ تشریحی سؤال‌ها پس از پایان آزمون نمایش داده می‌شود.',
  ];
}

function courseOf(slug: string | null) {
  const course = COURSE_DEFINITIONS.find((definition) => definition.slug === slug);
  return course ? { title: course.title, slug: course.slug } : null;
}

/** Every quiz, in the order the `/quiz` list shows them. */
export const QUIZZES: readonly SeedQuiz[] = DEFINITIONS.map((definition, index) => ({
  id: index + 1,
  code: definition.code,
  slug: definition.slug,
  title: definition.title,
  description: definition.description,
  subject: definition.subject,
  grade: DEFAULT_GRADES.find((grade) => grade.slug === definition.grade_slug) ?? DEFAULT_GRADES[0]!,
  duration_minutes: definition.duration_minutes,
  course: courseOf(definition.course_slug),
  image_styles: imageStyles('content', definition.title),
  instructions: instructionsFor(definition.duration_minutes),
  question_ids: definition.topics.flatMap(([topic, count]) =>
    questionsOfTopic(topic)
      .slice(0, count)
      .map((question) => question.id),
  ),
}));

/** A quiz by its code or, for the public `/quiz/{slug}` pages, its slug; case-insensitive. */
export function findQuiz(codeOrSlug: string): SeedQuiz | undefined {
  const wanted = codeOrSlug.trim().toLowerCase();
  return QUIZZES.find((quiz) => quiz.code.toLowerCase() === wanted || quiz.slug === wanted);
}
