import { loginPath } from '@shared/registry';
import { useSession } from '@shared/api-client';
import { useState } from 'react';
import styled from 'styled-components';
import { buttonLinkStyle, ButtonLink } from '../components/button-link.ts';
import { ExamDetails } from '../features/exam-landing/components/ExamDetails.tsx';
import { ExamFaq } from '../features/exam-landing/components/ExamFaq.tsx';
import { ExamHero } from '../features/exam-landing/components/ExamHero.tsx';
import { KeyDates } from '../features/exam-landing/components/KeyDates.tsx';
import { examPhase, PHASE_TEXT } from '../features/exam-landing/exam-content.ts';
import { FeaturedQuizzes } from '../features/quiz-catalogue/components/FeaturedQuizzes.tsx';
import { quizPaths } from '../lib/paths.ts';
import { EXAM_LANDING_QUIZZES } from './ExamLanding.data.ts';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(10)};
`;

const Related = styled.section`
  & header {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
  }
  & h2 {
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

const Closing = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  text-align: center;

  & h2 {
    margin: 0;
  }
  & p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** A jump within this page; a plain anchor, so the browser scrolls to it. */
const JumpLink = styled.a<{ $variant?: 'primary' | 'secondary' }>`
  ${buttonLinkStyle}
`;

const LANDING_PATH = '/landing/mahaExam';

/** /landing/mahaExam: the ماها exam, its dates, how it works, quizzes to practise with, and the way in. */
export default function ExamLanding() {
  const session = useSession();
  const [now] = useState(() => new Date());
  const phase = examPhase(now);
  const primary =
    session === 'in' ? (
      <ButtonLink to={quizPaths.list()}>شروع تمرین با آزمون‌ها</ButtonLink>
    ) : (
      <ButtonLink to={loginPath(LANDING_PATH)}>ثبت‌نام رایگان</ButtonLink>
    );
  return (
    <section data-area="quiz" data-page="ExamLanding">
      <Page>
        <ExamHero
          phase={PHASE_TEXT[phase]}
          actions={
            <>
              {primary}
              <JumpLink $variant="secondary" href="#maha-practice">
                آزمون‌های تمرینی
              </JumpLink>
            </>
          }
        />
        <KeyDates now={now} />
        <ExamDetails />
        <Related aria-labelledby="maha-practice">
          <header>
            <h2 id="maha-practice" tabIndex={-1}>
              برای ماها تمرین کنید
            </h2>
            <ButtonLink $variant="secondary" to={quizPaths.list()}>
              همهٔ آزمون‌ها
            </ButtonLink>
          </header>
          <FeaturedQuizzes count={EXAM_LANDING_QUIZZES} />
        </Related>
        <ExamFaq />
        <Closing aria-labelledby="maha-closing-title">
          <h2 id="maha-closing-title">آماده‌اید؟</h2>
          <p>{PHASE_TEXT[phase]} همین امروز با یک آزمون تمرینی شروع کنید.</p>
          {primary}
        </Closing>
      </Page>
    </section>
  );
}
