import { Dialog } from '@shared/ui';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from '@shared/router';
import styled from 'styled-components';
import { ListIcon } from '../../../components/icons.tsx';
import { OutlineNav, type OutlineNavProps } from './OutlineNav.tsx';

const Opener = styled.button`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2px;
  inline-size: 100%;
  block-size: 100%;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  cursor: pointer;

  svg {
    inline-size: 24px;
    block-size: 24px;
  }
`;

/**
 * The chapter list of the mobile bottom bar: a button in the bar that opens
 * the course's sections and contents over the page, scrolled to the current one.
 */
export function ChaptersSheet(props: Omit<OutlineNavProps, 'onNavigate' | 'withCourseLink'>) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const body = useRef<HTMLDivElement>(null);

  // Following a link inside closes the sheet; so does any other navigation.
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const current = body.current?.querySelector('[aria-current="page"]');
    current?.scrollIntoView?.({ block: 'center' });
  }, [open]);

  return (
    <>
      <Opener type="button" aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
        <ListIcon />
        فصل‌ها
      </Opener>
      <Dialog open={open} onClose={() => setOpen(false)} title={<bdi>{props.course.title}</bdi>} fullScreen>
        <div ref={body}>
          <OutlineNav {...props} withCourseLink={false} onNavigate={() => setOpen(false)} />
        </div>
      </Dialog>
    </>
  );
}
