import type { ReactNode } from 'react';
import styled from 'styled-components';
import { MAHA_EXAM } from '../exam-content.ts';

const Hero = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background:
    radial-gradient(
      circle at 15% 20%,
      color-mix(in srgb, ${({ theme }) => theme.colors.primary} 22%, transparent),
      transparent 55%
    ),
    linear-gradient(135deg, ${({ theme }) => theme.colors.surface}, ${({ theme }) => theme.colors.background});
  border: 1px solid ${({ theme }) => theme.colors.border};

  & h1 {
    margin: 0;
    font-size: clamp(2rem, 6vw, 3rem);
    line-height: 1.3;
    color: ${({ theme }) => theme.colors.primary};
  }
  & p {
    margin: 0;
    max-inline-size: 46rem;
    line-height: 2;
  }
`;

const Tagline = styled.p`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-block-start: ${({ theme }) => theme.space(2)};
`;

/** The top of the exam landing: what ماها is, in a sentence and a paragraph, and the calls to action. */
export function ExamHero({ phase, actions }: { phase: string; actions: ReactNode }) {
  return (
    <Hero>
      <h1>{MAHA_EXAM.title}</h1>
      <Tagline>{MAHA_EXAM.tagline}</Tagline>
      <p>{MAHA_EXAM.intro}</p>
      <p>
        <strong>{phase}</strong>
      </p>
      <Actions>{actions}</Actions>
    </Hero>
  );
}
