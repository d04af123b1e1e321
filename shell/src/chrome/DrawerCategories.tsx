import { useId, useState } from 'react';
import { Link } from '@shared/router';
import styled from 'styled-components';
import { SkeletonText } from '@shared/ui';
import { ChevronIcon } from './icons.tsx';
import { gradePath } from './site-links.ts';
import { useGlobalData } from './use-global-data.ts';

const Toggle = styled.button<{ $open: boolean }>`
  svg {
    transform: rotate(${({ $open }) => ($open ? '180deg' : '0')});
  }
`;

const SubList = styled.ul`
  padding-inline-start: ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** The drawer's categories: a section that opens on the grades of global data. */
export function DrawerCategories({ onNavigate }: { onNavigate: () => void }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const { data, isPending } = useGlobalData();
  return (
    <li>
      <Toggle type="button" $open={open} aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
        دسته‌بندی‌ها
        <ChevronIcon />
      </Toggle>
      <SubList id={listId} hidden={!open}>
        {isPending && (
          <li aria-busy="true">
            <SkeletonText lines={3} />
          </li>
        )}
        {data?.grades.map((grade) => (
          <li key={grade.slug}>
            <Link to={gradePath(grade.slug)} onClick={onNavigate}>
              {grade.name}
            </Link>
          </li>
        ))}
        {!isPending && (
          <li>
            <Link to="/education-grade" onClick={onNavigate}>
              همهٔ پایه‌ها
            </Link>
          </li>
        )}
      </SubList>
    </li>
  );
}
