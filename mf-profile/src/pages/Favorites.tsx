import { ProfileSection } from '../components/ProfileSection.tsx';
import { FavoritesView } from '../features/favorites/components/FavoritesView.tsx';

/** The courses the student saved (/profile/favorites). */
export default function Favorites() {
  return (
    <ProfileSection page="Favorites" title="علاقه‌مندی‌ها" description="دوره‌هایی که برای بعد کنار گذاشته‌اید.">
      <FavoritesView />
    </ProfileSection>
  );
}
