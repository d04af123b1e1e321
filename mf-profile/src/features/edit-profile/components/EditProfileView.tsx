import { authUserQuery, useSession } from '@shared/api-client';
import { PageFailed, PageLoading } from '@shared/ui';
import { useQuery } from '@tanstack/react-query';
import { AvatarUploader } from './AvatarUploader.tsx';
import { ProfileForm } from './ProfileForm.tsx';

/** The avatar and the form, once the full user has loaded (the form starts from it). */
export function EditProfileView() {
  const session = useSession();
  const me = useQuery({ ...authUserQuery(), enabled: session === 'in', staleTime: Infinity });
  if (session !== 'in' || me.isPending) return <PageLoading shape="panel" label="در حال بارگذاری نمایهٔ شما…" />;
  if (me.isError) return <PageFailed what="نمایهٔ شما" onRetry={() => void me.refetch()} retrying={me.isFetching} />;
  return (
    <>
      <AvatarUploader />
      <ProfileForm user={me.data.data} />
    </>
  );
}
