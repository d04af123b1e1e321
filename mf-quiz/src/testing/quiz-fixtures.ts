import type { FinishedQuizRun, QuizCard, QuizInfo, QuizResult, QuizRun, QuizRunQuestion } from '@shared/api-client';

const images = { styles: { thumbnail: '/media/quiz.svg?w=320', large: '/media/quiz.svg?w=1280' } };

/** A quiz card as the list answers it. */
export function quizCard(overrides: Partial<QuizCard> = {}): QuizCard {
  return {
    id: 1,
    code: 'QZ1001',
    slug: 'math-grade-7-fractions-percent',
    title: 'آزمون ریاضی هفتم: کسرها و درصد',
    description: 'جمع، ضرب و تقسیم کسرها، درصد و تناسب.',
    subject: { name: 'ریاضی', slug: 'math' },
    grade: { name: 'هفتم', slug: 'grade-7' },
    question_count: 3,
    duration_minutes: 20,
    image_styles: images,
    course: { title: 'ریاضی هفتم', slug: 'math-grade-7' },
    ...overrides,
  };
}

/** A quiz's info for a member. */
export function quizInfo(overrides: Partial<QuizInfo> = {}): QuizInfo {
  return {
    ...quizCard(),
    instructions: ['هر سؤال چهار گزینه دارد.', 'زمان آزمون ۲۰ دقیقه است.'],
    has_run_in_progress: false,
    current_run_id: null,
    finished_runs: [],
    ...overrides,
  };
}

/** A finished run of QZ1001 as the quiz info and the test archive list it. */
export function finishedRun(id: number, finishedAt: string, percent = 66.7): FinishedQuizRun {
  return {
    id,
    quiz: {
      code: 'QZ1001',
      slug: 'math-grade-7-fractions-percent',
      title: 'آزمون ریاضی هفتم: کسرها و درصد',
      course: { title: 'ریاضی هفتم', slug: 'math-grade-7' },
    },
    finished_at: finishedAt,
    question_count: 3,
    correct_count: 2,
    percent,
  };
}

/** A run in progress of three questions. */
export function quizRun(overrides: Partial<QuizRun> = {}): QuizRun {
  return {
    id: 41,
    quiz_code: 'QZ1001',
    status: 'in_progress',
    started_at: '2026-11-22T08:00:00.000Z',
    finished_at: null,
    expires_at: '2026-11-22T08:20:00.000Z',
    remaining_seconds: 1200,
    question_count: 3,
    answered_count: 0,
    current_index: 0,
    ...overrides,
  };
}

/** The three questions of the run: ids 101–103, options 11–14, 21–24, 31–34. */
export function runQuestion(
  index: number,
  answered: Record<number, number> = {},
  run: Partial<QuizRun> = {},
): QuizRunQuestion {
  const id = 101 + index;
  return {
    run: quizRun({ current_index: index, answered_count: Object.keys(answered).length, ...run }),
    index,
    question: {
      id,
      code: `Q${1001 + index}`,
      body: `سؤال شمارهٔ ${index + 1}: حاصل $\\frac{1}{2}+\\frac{1}{${index + 3}}$ کدام است؟`,
      media_url: null,
      options: [1, 2, 3, 4].map((n) => ({ id: (index + 1) * 10 + n, body: `گزینهٔ ${n} از سؤال ${index + 1}` })),
    },
    chosen_option_id: answered[id] ?? null,
    navigator: [0, 1, 2].map((cell) => ({
      index: cell,
      question_id: 101 + cell,
      answered: answered[101 + cell] !== undefined,
    })),
  };
}

/** A finished run's result: one correct, one wrong, one blank. */
export function quizResult(overrides: Partial<QuizResult> = {}): QuizResult {
  const question = (index: number, chosen: number | null, outcome: 'correct' | 'wrong' | 'blank') => ({
    ...runQuestion(index).question,
    index,
    chosen_option_id: chosen,
    correct_option_id: (index + 1) * 10 + 1,
    outcome,
    solution: `راه‌حل سؤال ${index + 1}: $\\frac{1}{2}$`,
  });
  return {
    run_id: 41,
    quiz: { code: 'QZ1001', slug: 'math-grade-7-fractions-percent', title: 'آزمون ریاضی هفتم: کسرها و درصد' },
    started_at: '2026-11-22T08:00:00.000Z',
    finished_at: '2026-11-22T08:07:30.000Z',
    time_spent_seconds: 450,
    question_count: 3,
    correct_count: 1,
    wrong_count: 1,
    blank_count: 1,
    score: 1,
    max_score: 3,
    percent: 33.3,
    percent_with_penalty: 22.2,
    questions: [question(0, 11, 'correct'), question(1, 23, 'wrong'), question(2, null, 'blank')],
    ...overrides,
  };
}
