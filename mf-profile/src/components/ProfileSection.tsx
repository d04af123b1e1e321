import { PageHeader } from '@shared/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ProfileSidebar } from './ProfileSidebar.tsx';

const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};

  /* On paper: black on white whatever the theme, without the page's controls (a printed report card). */
  @media print {
    gap: ${({ theme }) => theme.space(4)};
    color: #000;

    & * {
      color: #000 !important;
      box-shadow: none !important;
    }
    & svg text {
      fill: #000 !important;
    }
    & svg .track {
      fill: #e4e4e4 !important;
    }
    & [data-print='hide'] {
      display: none !important;
    }
    & figure,
    & tr {
      break-inside: avoid;
    }
  }
`;

/** Props of {@link ProfileSection}. */
export interface ProfileSectionProps {
  /** The exposed page's name, for the shell's tests and styles. */
  page: string;
  title: ReactNode;
  description?: ReactNode;
  /** The shared report card is for anyone with the link: no student menu. */
  withMenu?: boolean;
  children: ReactNode;
}

/** The root of every profile page: the profile menu in the layout's sidebar, the heading, the content. */
export function ProfileSection({ page, title, description, withMenu = true, children }: ProfileSectionProps) {
  return (
    <Root data-area="profile" data-page={page}>
      {withMenu && <ProfileSidebar />}
      <PageHeader size="medium" title={title} description={description} />
      {children}
    </Root>
  );
}
