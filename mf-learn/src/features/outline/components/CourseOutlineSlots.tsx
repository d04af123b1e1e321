import { LayoutSlot, useIsMobile } from '@shared/ui';
import type { ReactNode } from 'react';
import { ChaptersSheet } from './ChaptersSheet.tsx';
import { OutlineNav, type OutlineNavProps } from './OutlineNav.tsx';

/** Props of {@link CourseOutlineSlots}. */
export type CourseOutlineSlotsProps = Omit<OutlineNavProps, 'onNavigate' | 'withCourseLink'> & {
  /** Shown above the chapter list in the sidebar (the mastery panel). */
  sidebarTop?: ReactNode;
};

/**
 * Puts the chapter list where the shell's layout asks for it: the course
 * sidebar from md up, the bottom bar's chapter button on a phone (where a
 * sidebar would push the lesson below the list). A layout without such a
 * place shows nothing.
 */
export function CourseOutlineSlots({ sidebarTop, ...outline }: CourseOutlineSlotsProps) {
  const isMobile = useIsMobile();
  if (isMobile) {
    return (
      <LayoutSlot name="bottom-bar">
        <ChaptersSheet {...outline} />
      </LayoutSlot>
    );
  }
  return (
    <LayoutSlot name="sidebar">
      {sidebarTop}
      <OutlineNav {...outline} />
    </LayoutSlot>
  );
}
