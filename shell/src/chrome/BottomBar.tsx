import type { ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import styled, { css } from 'styled-components';
import { bus } from '@shared/event-bus';
import { LayoutSlotOutlet, useLayoutSlotFilled } from '@shared/ui';
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

  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

const ItemLink = styled(NavLink)`
  ${itemStyle}
`;

const ItemButton = styled.button`
  ${itemStyle}
`;

function Item({ to, icon, label, end }: { to: string; icon: ReactNode; label: string; end?: boolean }) {
  return (
    <li>
      <ItemLink to={to} end={end}>
        {icon}
        {label}
      </ItemLink>
    </li>
  );
}

/**
 * The mobile bottom bar (spec section 2): home, articles, search, questions
 * and courses. Under /course/ the course page may put its chapter list in
 * the `bottom-bar` slot, which then takes the courses item's place.
 */
export function BottomBar() {
  const { pathname } = useLocation();
  const underCourse = pathname.startsWith('/course/');
  const chaptersShown = useLayoutSlotFilled('bottom-bar') && underCourse;
  return (
    <>
      <Spacer aria-hidden="true" />
      <Bar aria-label="نوار پایین">
        <ul>
          <Item to="/" end icon={<HomeIcon />} label="خانه" />
          <Item to="/articles" icon={<ArticleIcon />} label="مقاله‌ها" />
          <li>
            <ItemButton type="button" aria-haspopup="dialog" onClick={() => bus.emit('platform:search:requested', {})}>
              <SearchIcon />
              جست‌وجو
            </ItemButton>
          </li>
          <Item to="/question" icon={<QuestionIcon />} label="سؤال‌ها" />
          {underCourse && (
            <li hidden={!chaptersShown}>
              <LayoutSlotOutlet name="bottom-bar" />
            </li>
          )}
          {!chaptersShown && <Item to="/courses" icon={<CourseIcon />} label="دوره‌ها" />}
        </ul>
      </Bar>
    </>
  );
}
