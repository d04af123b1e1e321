import { questionQuery } from '@shared/api-client';
import {
  breadcrumbList,
  largestImage,
  plainText,
  sitePublisher,
  snippet,
  webAddress,
  type PageHead,
  type PageHeadInput,
} from '@shared/registry';
import { cardOf, quizCardQuery } from './features/quiz-catalogue/api/quiz-queries.ts';
import { MAHA_EXAM } from './features/exam-landing/exam-content.ts';
import { questionTitle } from './features/question/lib/question-title.ts';
import { quizPaths } from './lib/paths.ts';

/*
 * What the quiz area's pages tell search engines and link previews, from the
 * data the server fetched for them (the rows' `queries`): the route table
 * names these as its rows' `head`. Results and report cards are a
 * student's own: their rows say `noindex`.
 */

/**
 * A quiz's page: its description, picture, a Quiz (subject, grade, questions,
 * time) and its breadcrumb. Its start page is the same quiz: it names the
 * quiz's page as its canonical.
 */
export function quizHead({ params, origin, read }: PageHeadInput): PageHead {
  const list = read(quizCardQuery(params.slug ?? ''));
  if (!list) return {};
  const quiz = cardOf(list, params.slug ?? '');
  const path = quizPaths.quiz(quiz.slug);
  const image = webAddress(largestImage(quiz.image_styles), origin);
  const description = snippet(plainText(quiz.description));
  return {
    description,
    image,
    canonicalPath: path,
    structuredData: [
      {
        '@context': 'https://schema.org',
        '@type': 'Quiz',
        name: quiz.title,
        description,
        url: new URL(path, origin).href,
        ...(image ? { image } : {}),
        about: { '@type': 'Thing', name: quiz.subject.name },
        educationalLevel: quiz.grade.name,
        ...(quiz.duration_minutes ? { timeRequired: `PT${quiz.duration_minutes}M` } : {}),
        inLanguage: 'fa',
        provider: sitePublisher(origin),
      },
      breadcrumbList(origin, [
        { name: 'آزمون‌ها', path: quizPaths.list() },
        { name: quiz.title, path },
      ]),
    ],
  };
}

/**
 * A question of the bank: its text as the description, its picture, a QAPage
 * whose Question lists the choices (never which is right: that is the
 * solution's, for members), and its breadcrumb.
 */
export function questionHead({ params, origin, read }: PageHeadInput): PageHead {
  const question = read(questionQuery(params.code ?? ''));
  if (!question) return {};
  const path = quizPaths.question(question.code);
  const text = plainText(question.body);
  const image = webAddress(question.media_url, origin);
  return {
    description: snippet(text),
    image,
    canonicalPath: path,
    structuredData: [
      {
        '@context': 'https://schema.org',
        '@type': 'QAPage',
        url: new URL(path, origin).href,
        mainEntity: {
          '@type': 'Question',
          name: snippet(text),
          text,
          ...(image ? { image } : {}),
          eduQuestionType: 'Multiple choice',
          educationalLevel: question.grade.name,
          about: { '@type': 'Thing', name: question.topic.name },
          answerCount: question.options.length,
          suggestedAnswer: question.options.map((option) => ({ '@type': 'Answer', text: plainText(option.body) })),
        },
      },
      breadcrumbList(origin, [
        { name: 'بانک سؤال', path: quizPaths.bank() },
        { name: question.topic.name, path: quizPaths.topic(question.topic.slug) },
        { name: questionTitle(question), path },
      ]),
    ],
  };
}

/** The exam landing: the exam's tagline and an Event (online, free) on its exam day. */
export function examLandingHead({ pathname, origin }: PageHeadInput): PageHead {
  const at = (id: string) => MAHA_EXAM.dates.find((date) => date.id === id)?.at;
  const url = new URL(pathname, origin).href;
  return {
    description: snippet(`${MAHA_EXAM.tagline}. ${MAHA_EXAM.intro}`),
    structuredData: [
      {
        '@context': 'https://schema.org',
        '@type': 'Event',
        name: MAHA_EXAM.title,
        description: MAHA_EXAM.tagline,
        startDate: at('exam') ?? null,
        eventStatus: 'https://schema.org/EventScheduled',
        eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
        location: { '@type': 'VirtualLocation', url },
        organizer: sitePublisher(origin),
        isAccessibleForFree: true,
        offers: {
          '@type': 'Offer',
          price: 0,
          priceCurrency: 'IRR',
          availability: 'https://schema.org/InStock',
          url,
          validFrom: at('registration-opens') ?? null,
        },
      },
      breadcrumbList(origin, [{ name: MAHA_EXAM.title, path: pathname }]),
    ],
  };
}
