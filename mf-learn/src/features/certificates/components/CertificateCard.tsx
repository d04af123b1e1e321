import type { Certificate } from '@shared/api-client';
import { formatDate, Link, UserText } from '@shared/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { learnPaths } from '../../../lib/paths.ts';

const Paper = styled.article`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
  border: 3px double ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;

  h2 {
    margin: 0;
    color: ${({ theme }) => theme.colors.warning};
    font-size: ${({ theme }) => theme.font.size.md};
  }
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  p {
    margin: 0;
    line-height: 1.9;
  }
  dl {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(6)};
    margin: 0;
  }
  dt {
    display: inline;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    display: inline;
    margin-inline-start: ${({ theme }) => theme.space(1)};
  }
`;

const Seal = styled.svg`
  inline-size: 48px;
  block-size: 48px;
  color: ${({ theme }) => theme.colors.warning};
`;

/** A rosette: decorative, the heading says what the card is. */
function Rosette() {
  return (
    <Seal viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" aria-hidden="true" focusable="false">
      <circle cx="12" cy="9" r="6" />
      <path d="M9.5 9.2 11.3 11 14.8 7.4" />
      <path d="M8.5 14 7 21l5-2.5 5 2.5-1.5-7" />
    </Seal>
  );
}

/** Props of {@link CertificateCard}. */
export interface CertificateCardProps {
  certificate: Certificate;
  /** Links under the certificate (its own page, the course); left out on paper. */
  children?: ReactNode;
}

/** A course certificate: the course, the student, the teacher, when it was earned and its number. */
export function CertificateCard({ certificate, children }: CertificateCardProps) {
  const { course, student } = certificate;
  return (
    <Paper aria-label={`گواهی پایان دورهٔ ${course.title}`}>
      <Rosette />
      <h2>گواهی پایان دوره</h2>
      <h3>
        <bdi>{course.title}</bdi>
      </h3>
      <p>
        <UserText text={student.fullName} /> این دوره را با تسلط کامل، به تدریس <bdi>{course.teacher}</bdi> در پایهٔ{' '}
        <bdi>{course.grade}</bdi> به پایان رسانده است.
      </p>
      <dl>
        <div>
          <dt>تاریخ صدور</dt>
          <dd>{formatDate(certificate.issued_at)}</dd>
        </div>
        <div>
          <dt>شمارهٔ گواهی</dt>
          {/* A left-to-right code kept whole inside the Persian line. */}
          <dd>
            <bdi dir="ltr">{certificate.number}</bdi>
          </dd>
        </div>
      </dl>
      {children}
    </Paper>
  );
}

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(4)};
`;

/** The links under a certificate in the list: its own page (to print or share) and the course. */
export function CertificateLinks({ certificate }: { certificate: Certificate }) {
  return (
    <Links data-print="hide">
      <Link to={learnPaths.certificate(certificate.number)}>نمایش و چاپ گواهی</Link>
      <Link to={learnPaths.course(certificate.course.slug)}>مرور دوره</Link>
    </Links>
  );
}
