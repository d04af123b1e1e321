import { ProfileSection } from '../components/ProfileSection.tsx';
import { FavoritesView } from '../features/favorites/components/FavoritesView.tsx';

/** The courses and articles the student marked as favourites (/profile/favorites). */
export default function Favorites() {
  return (
    <ProfileSection
      page="Favorites"
      title="علاقه‌مندی‌ها"
      description="دوره‌ها و مقاله‌هایی که برای بعد نشان کرده‌اید."
    >
      <FavoritesView />
    </ProfileSection>
  );
}
