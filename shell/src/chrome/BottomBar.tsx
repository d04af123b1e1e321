import type { ReactNode } from 'react';
import { Link, useLocation } from '@shared/router';
import styled, { css } from 'styled-components';
import { bus } from '@shared/event-bus';
import { LayoutSlotOutlet, useLayoutSlotFilled } from '@shared/ui';
import { useSiteRoute } from '../site-map/use-site-route.ts';
import { bottomBarSectionOf, type BottomBarSection } from './bottom-bar-section.ts';
import { ArticleIcon, CourseIcon, HomeIcon, QuestionIcon, SearchIcon } from './icons.tsx';

const BAR_HEIGHT_PX = 64;

/** Keeps the fixed bar from covering the end of the page. */
const Spacer = styled.div`
  block-size: ${BAR_HEIGHT_PX}px;
`;

const Bar = styled.nav`
  position: fixed;
  inset-block-end: 0;
  inset-inline: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  background: ${({ theme }) => theme.colors.surface};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  padding-block-end: env(safe-area-inset-bottom);

  ul {
    display: grid;
    grid-template-columns: repeat(5, 1fr);
    block-size: ${BAR_HEIGHT_PX}px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
  }
  li[hidden] {
    display: none;
  }
  li > * {
    flex: 1;
  }
`;

const itemStyle = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2px;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.xs};
  text-decoration: none;
  cursor: pointer;

  &[aria-current] {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

const ItemLink = styled(Link)`
  ${itemStyle}
`;

const ItemButton = styled.button`
  ${itemStyle}
`;

/**
 * How an item says it is the current one: `page` on the very page it links
 * to, `true` anywhere else in its section (a course's content under
 * «دوره‌ها»), so assistive technology hears "current" in both.
 */
function currentMark(pathname: string, current: BottomBarSection | undefined, item: BottomBarSection, to?: string) {
  if (to !== undefined && pathname === to) return 'page' as const;
  return current === item ? ('true' as const) : undefined;
}

interface ItemProps {
  to: string;
  icon: ReactNode;
  label: string;
  current: 'page' | 'true' | undefined;
}

function Item({ to, icon, label, current }: ItemProps) {
  return (
    <li>
      <ItemLink to={to} aria-current={current}>
        {icon}
        {label}
      </ItemLink>
    </li>
  );
}

/**
 * The mobile bottom bar (spec section 2): home, articles, search, questions
 * and courses. The item of the page's section is marked on every route,
 * from the site map's owner (bottom-bar-section.ts). Under /course/ the
 * course page may put its chapter list in the `bottom-bar` slot, which then
 * takes the courses item's place.
 */
export function BottomBar() {
  const { pathname } = useLocation();
  // The router's own match, not module state: a server rendering many requests gets each one's page.
  const section = bottomBarSectionOf(useSiteRoute());
  const mark = (item: BottomBarSection, to?: string) => currentMark(pathname, section, item, to);
  const underCourse = pathname.startsWith('/course/');
  const chaptersShown = useLayoutSlotFilled('bottom-bar') && underCourse;
  return (
    <>
      <Spacer aria-hidden="true" />
      <Bar aria-label="نوار پایین">
        <ul>
          <Item to="/" icon={<HomeIcon />} label="خانه" current={mark('home', '/')} />
          <Item to="/articles" icon={<ArticleIcon />} label="مقاله‌ها" current={mark('articles', '/articles')} />
          <li>
            <ItemButton
              type="button"
              aria-haspopup="dialog"
              aria-current={mark('search')}
              onClick={() => bus.emit('platform:search:requested', {})}
            >
              <SearchIcon />
              جست‌وجو
            </ItemButton>
          </li>
          <Item to="/question" icon={<QuestionIcon />} label="سؤال‌ها" current={mark('questions', '/question')} />
          {underCourse && (
            <li hidden={!chaptersShown}>
              <LayoutSlotOutlet name="bottom-bar" />
            </li>
          )}
          {!chaptersShown && (
            <Item to="/courses" icon={<CourseIcon />} label="دوره‌ها" current={mark('courses', '/courses')} />
          )}
        </ul>
      </Bar>
    </>
  );
}
