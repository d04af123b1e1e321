/** Addresses of the quiz area's pages (the shell's site map names the same paths). */

const segment = (value: string | number) => encodeURIComponent(String(value));

function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

export const quizPaths = {
  /** The quiz list, with its search, grade and subject filters and page. */
  list: (query: { search?: string; grade?: string; subject?: string; page?: number } = {}) =>
    withQuery('/quiz', {
      search: query.search,
      grade: query.grade,
      subject: query.subject,
      page: query.page && query.page > 1 ? query.page : undefined,
    }),
  quiz: (slug: string) => `/quiz/${segment(slug)}`,
  start: (slug: string) => `/quiz/${segment(slug)}/start`,
  /** A run of a quiz; `question` counts from 1, as the student reads it. */
  run: (code: string, question?: number) => withQuery(`/quiz/run/${segment(code)}`, { question }),
  runResult: (code: string, runId: number) => `/quiz/run/${segment(code)}/result/${segment(runId)}`,
  runResultFull: (code: string, runId: number) => `/quiz/run/${segment(code)}/result/${segment(runId)}/full`,
  quizResult: (slug: string, runId?: number) => withQuery(`/quiz/${segment(slug)}/result`, { run: runId }),
  quizResultFull: (slug: string, runId?: number) => withQuery(`/quiz/${segment(slug)}/result/full`, { run: runId }),
  finalResult: (slug: string, runId?: number) =>
    withQuery(`/quiz/${segment(slug)}/result/final-result`, { run: runId }),
  bank: (query: { page?: number; difficulty?: string } = {}) =>
    withQuery('/question', {
      difficulty: query.difficulty,
      page: query.page && query.page > 1 ? query.page : undefined,
    }),
  topic: (topic: string, query: { page?: number; difficulty?: string } = {}) =>
    withQuery(`/question/topic/${segment(topic)}`, {
      difficulty: query.difficulty,
      page: query.page && query.page > 1 ? query.page : undefined,
    }),
  question: (code: string) => `/question/${segment(code)}`,
  /** The shell's login page, returning here afterwards. */
} as const;
