import { useState } from 'react';
import styled from 'styled-components';
import { Chip, Drawer, Link } from '@shared/ui';
import { Stack } from '../catalogue-layout.ts';
import { BookIcon, HeartIcon, SearchIcon } from '../catalogue-icons.tsx';

/* A short frame, so the column drawer is seen beside some content. */
const Frame = styled.div`
  display: flex;
  block-size: 180px;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
`;

const Content = styled.p`
  flex: 1;
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const NavList = styled.ul`
  margin: 0;
  padding: ${({ theme }) => theme.space(2)};
  list-style: none;

  & a {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(3)};
    min-block-size: 40px;
    padding-inline: ${({ theme }) => theme.space(2)};
    white-space: nowrap;
  }
`;

const ITEMS = [
  { to: '/courses', label: 'دوره‌ها', icon: <BookIcon /> },
  { to: '/question', label: 'بانک سؤال', icon: <SearchIcon /> },
  { to: '/profile/favorites', label: 'علاقه‌مندی‌ها', icon: <HeartIcon /> },
];

/** The non-modal drawer beside content, switched between full width (256 px) and the rail (56 px). */
export function DrawerSample() {
  const [rail, setRail] = useState(false);
  return (
    <Stack>
      <div>
        <Chip selected={rail} onToggle={setRail}>
          فقط نمادها (ریل)
        </Chip>
      </div>
      <Frame>
        <Drawer open onClose={() => setRail(true)} label="منوی کناری نمونه" modal={false} rail={rail}>
          <NavList>
            {ITEMS.map((item) => (
              <li key={item.to}>
                <Link to={item.to} aria-label={rail ? item.label : undefined}>
                  {item.icon}
                  {!rail && <span>{item.label}</span>}
                </Link>
              </li>
            ))}
          </NavList>
        </Drawer>
        <Content>محتوای صفحه</Content>
      </Frame>
    </Stack>
  );
}
