import { CHECK_CONNECTION, PageLoading, QueryState, UserText } from '@shared/ui';
import { useParams } from '@shared/router';
import { ProfileSection } from '../components/ProfileSection.tsx';
import { ReportCardView } from '../features/report-card/components/ReportCardView.tsx';
import { useSharedReportCard } from '../features/report-card/hooks/use-report-cards.ts';

/**
 * A report card opened from its share link (/profile/report-card/{uuid}).
 * It has no login guard: the uuid is the permission. No profile menu, since
 * the visitor is usually not the student.
 */
export default function SharedReportCard() {
  const { uuid = '' } = useParams();
  const query = useSharedReportCard(uuid);
  const name = query.data?.data.student.fullName;
  return (
    <ProfileSection
      page="SharedReportCard"
      withMenu={false}
      title={
        name ? (
          <>
            کارنامهٔ <UserText text={name} />
          </>
        ) : (
          'کارنامه'
        )
      }
      description="کارنامه‌ای که با پیوند اشتراک با شما به اشتراک گذاشته شده است."
    >
      <QueryState
        query={query}
        pending={<PageLoading shape="panel" label="در حال بارگذاری کارنامه…" />}
        failure={{ title: 'کارنامه بارگذاری نشد', message: CHECK_CONNECTION }}
      >
        {(answer) => <ReportCardView card={answer.data} own={false} />}
      </QueryState>
    </ProfileSection>
  );
}
