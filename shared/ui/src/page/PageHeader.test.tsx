import { screen } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { pageBreadcrumbAtom } from '@shared/ui/state';
import { renderWithTheme } from '../testing/render-with-theme.tsx';
import { PageHeader } from './PageHeader.tsx';
import { usePageBreadcrumb } from './use-page-breadcrumb.ts';

function OtherPart() {
  usePageBreadcrumb([{ label: 'خانه', to: '/' }, { label: 'دوره‌ها' }]);
  return null;
}

describe('PageHeader', () => {
  it('is the page’s one h1 with its line and what goes under it', () => {
    renderWithTheme(
      <PageHeader title="کارنامه" description="نمره‌های شما">
        <button type="button">اشتراک</button>
      </PageHeader>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'کارنامه' })).toBeInTheDocument();
    expect(screen.getByText('نمره‌های شما')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'اشتراک' })).toBeInTheDocument();
  });

  it('hands its breadcrumb to the shell and takes it back when the page goes', () => {
    const crumbs = [{ label: 'خانه', to: '/' }, { label: 'مقاله‌ها', to: '/articles' }, { label: 'دسته‌ها' }];
    const { unmount } = renderWithTheme(<PageHeader title="دسته‌ها" breadcrumb={crumbs} />);
    expect(getDefaultStore().get(pageBreadcrumbAtom)).toEqual(crumbs);
    unmount();
    expect(getDefaultStore().get(pageBreadcrumbAtom)).toBeNull();
  });

  it('leaves alone a trail another part of the page asked for when it has none', () => {
    renderWithTheme(
      <>
        <OtherPart />
        <PageHeader title="دوره‌ها" size="medium" />
      </>,
    );
    expect(getDefaultStore().get(pageBreadcrumbAtom)).toEqual([{ label: 'خانه', to: '/' }, { label: 'دوره‌ها' }]);
  });
});
