/** @jest-environment node */
import { questionQuery } from '@shared/api-client';
import { headTestKit, type HeadTestKit } from '@shared/registry/testing';
import { quizCardQuery } from './features/quiz-catalogue/api/quiz-queries.ts';
import { examLandingHead, questionHead, quizHead } from './page-heads.ts';
import { questionDetail } from './testing/bank-fixtures.ts';
import { quizCard } from './testing/quiz-fixtures.ts';

const ORIGIN = 'https://daneshsara.example';
let kit: HeadTestKit;
beforeEach(() => (kit = headTestKit(ORIGIN)));

describe('quizHead', () => {
  it('describes the quiz from its card and declares a Quiz with its subject, grade and time', () => {
    const card = quizCard();
    const list = { data: [card], meta: { current_page: 1, last_page: 1, per_page: 50, total: 1 } };
    kit.answer(quizCardQuery(card.slug), list);
    const head = quizHead(kit.at(`/quiz/${card.slug}`, { slug: card.slug }));
    expect(head.description).toBe(card.description);
    expect(head.image).toBe(`${ORIGIN}/media/quiz.svg?w=1280`);
    expect(head.canonicalPath).toBe(`/quiz/${card.slug}`);
    expect(head.structuredData?.[0]).toMatchObject({
      '@type': 'Quiz',
      name: card.title,
      educationalLevel: 'هفتم',
      about: { name: 'ریاضی' },
      timeRequired: 'PT20M',
    });
    // The start page names the quiz's page as its canonical, without a move.
    const start = quizHead(kit.at(`/quiz/${card.slug}/start`, { slug: card.slug }));
    expect(start).toMatchObject({ canonicalPath: `/quiz/${card.slug}` });
    expect(start.redirect).toBeUndefined();
  });
});

describe('questionHead', () => {
  it('describes the question by its text and declares a QAPage whose Question lists the choices', () => {
    const question = questionDetail();
    kit.answer(questionQuery(question.code), question);
    const head = questionHead(kit.at(`/question/${question.code}`, { code: question.code }));
    expect(head.description).toBe(question.body.replace(/\s+/g, ' ').trim());
    expect(head.structuredData?.[0]).toMatchObject({
      '@type': 'QAPage',
      mainEntity: { '@type': 'Question', answerCount: 4, eduQuestionType: 'Multiple choice' },
    });
    expect(JSON.stringify(head.structuredData)).not.toContain('acceptedAnswer');
  });
});

describe('examLandingHead', () => {
  it('declares the exam as a free online Event on its exam day', () => {
    const head = examLandingHead(kit.at('/landing/mahaExam', {}));
    expect(head.description).toMatch(/^آزمون آزمایشی ماهانهٔ دانش‌سرا/);
    expect(head.structuredData?.[0]).toMatchObject({
      '@type': 'Event',
      name: 'آزمون ماها',
      startDate: '2027-01-15T09:00:00+03:30',
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location: { '@type': 'VirtualLocation', url: `${ORIGIN}/landing/mahaExam` },
      isAccessibleForFree: true,
    });
  });
});
