import { useState } from 'react';
import { IconButton, useIsMobileOrUnknown } from '@shared/ui';
import { AuthControls } from './AuthControls.tsx';
import { Actions, Banner, HeaderScrollPadding, HeaderSpacer, NavRow, SearchRow, TopRow } from './header-parts.ts';
import { MenuIcon } from './icons.tsx';
import { MainNav } from './MainNav.tsx';
import { MobileDrawer } from './MobileDrawer.tsx';
import { HEADER_HIDE_AFTER_PX, MOBILE_SEARCH_HIDE_AFTER_PX } from './scroll-visibility.ts';
import { SearchBar } from './SearchBar.tsx';
import { SiteLogo } from './SiteLogo.tsx';
import { ThemeSwitch } from './ThemeSwitch.tsx';
import { useHideOnScroll } from './use-hide-on-scroll.ts';
import { useScrolledPast } from './use-scrolled-past.ts';
import { ViewportOnly } from './ViewportOnly.tsx';

/** Props of {@link Header}. */
export interface HeaderProps {
  /** Slim: only the logo and the theme switch (the auth layout). */
  variant?: 'full' | 'slim';
}

/**
 * The site header (spec section 2). Desktop: logo, search bar, theme switch
 * and account controls, then the main menu with the grades mega-menu; it
 * hides on scroll down past 200 px and returns on scroll up. Mobile (below
 * md): a menu button opening the drawer, the logo and the controls, then a
 * search bar that hides after 50 px of scroll. Rendered on the server (the
 * viewport unknown), both layouts are in the page and CSS shows the right one.
 */
export function Header({ variant = 'full' }: HeaderProps) {
  const isMobile = useIsMobileOrUnknown();
  const hidden = useHideOnScroll(HEADER_HIDE_AFTER_PX);
  const searchCollapsed = useScrolledPast(MOBILE_SEARCH_HIDE_AFTER_PX);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const slim = variant === 'slim';

  return (
    <>
      <HeaderScrollPadding />
      <Banner data-hidden={isMobile === false && !slim && hidden}>
        <TopRow>
          {!slim && (
            <ViewportOnly on="mobile" isMobile={isMobile}>
              <IconButton
                label="منو"
                aria-haspopup="dialog"
                aria-expanded={drawerOpen}
                onClick={() => setDrawerOpen(true)}
              >
                <MenuIcon />
              </IconButton>
            </ViewportOnly>
          )}
          <SiteLogo />
          {!slim && (
            <ViewportOnly on="desktop" isMobile={isMobile}>
              <SearchBar />
            </ViewportOnly>
          )}
          <Actions>
            <ThemeSwitch />
            {!slim && <AuthControls />}
          </Actions>
        </TopRow>
        {!slim && (
          <ViewportOnly on="desktop" isMobile={isMobile}>
            <NavRow>
              <MainNav />
            </NavRow>
          </ViewportOnly>
        )}
        {!slim && (
          <ViewportOnly on="mobile" isMobile={isMobile}>
            <SearchRow data-collapsed={searchCollapsed}>
              <SearchBar />
            </SearchRow>
          </ViewportOnly>
        )}
      </Banner>
      <HeaderSpacer $slim={slim} aria-hidden="true" />
      {isMobile && !slim && <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />}
    </>
  );
}
