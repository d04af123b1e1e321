import { certificateQuery } from '@shared/api-client';
import { useParams } from '@shared/router';
import { Button, CHECK_CONNECTION, PageHeader, PageLoading, QueryState, usePageTitle } from '@shared/ui';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { AreaSection } from '../components/AreaSection.tsx';
import { CertificateCard } from '../features/certificates/components/CertificateCard.tsx';

/** On paper: the certificate alone, black on white whatever the theme (the shell leaves its frame off). */
const Printable = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};

  @media print {
    & * {
      color: #000 !important;
    }
    & [data-print='hide'] {
      display: none !important;
    }
  }
`;

/**
 * A certificate's own page (/certificates/{number}), to print or to share:
 * anyone with the address sees it, as the number is the permission. An
 * unknown number is the not-found page.
 */
export default function Certificate() {
  const { number = '' } = useParams();
  const query = useQuery(certificateQuery(number));
  const certificate = query.data?.data;
  usePageTitle(certificate ? `گواهی پایان دورهٔ ${certificate.course.title}` : undefined);
  return (
    <AreaSection page="Certificate">
      <Printable>
        <div data-print="hide">
          <PageHeader
            size="medium"
            title="گواهی پایان دوره"
            description="این گواهی را چاپ کنید یا نشانی همین صفحه را برای دیگران بفرستید."
          />
        </div>
        <QueryState
          query={query}
          pending={<PageLoading shape="panel" label="در حال بارگذاری گواهی…" />}
          failure={{ title: 'گواهی بارگذاری نشد', message: CHECK_CONNECTION }}
          notFoundIsPage
        >
          {(answer) => (
            <>
              <CertificateCard certificate={answer.data} />
              <div data-print="hide">
                <Button type="button" variant="secondary" onClick={() => window.print()}>
                  چاپ گواهی
                </Button>
              </div>
            </>
          )}
        </QueryState>
      </Printable>
    </AreaSection>
  );
}
