import { Card, CardGrid } from '@shared/ui';
import { PROFILE_PAGES, profilePaths } from '../../../lib/profile-pages.ts';
import { DashboardPanel } from './DashboardPanel.tsx';

/** A card for every other section of the profile, so the dashboard is a way into each. */
export function SectionLinks() {
  return (
    <DashboardPanel id="dashboard-sections" title="بخش‌های نمایه">
      <CardGrid threeFrom="lg">
        {PROFILE_PAGES.filter((page) => page.to !== profilePaths.dashboard).map((page) => (
          <li key={page.to}>
            <Card to={page.to} title={page.label} headingLevel={3}>
              {page.blurb}
            </Card>
          </li>
        ))}
      </CardGrid>
    </DashboardPanel>
  );
}
