import type { TeacherSummary } from '@shared/api-client';
import { Avatar, formatNumber, MetaList, SkeletonText } from '@shared/ui';
import styled from 'styled-components';

const Header = styled.header`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  align-items: start;

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  p {
    margin: 0;
    line-height: 1.9;
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Props of {@link TeacherHeader}. */
export interface TeacherHeaderProps {
  teacher: TeacherSummary;
  /** «مدرس» on /teacher, «استاد» on /master. */
  role: string;
  coursesCount: number;
  /** The biography, once the teacher's course has answered; undefined while loading. */
  bio: string | undefined;
  bioFailed: boolean;
}

/** A teacher's picture, name, expertise, number of courses and biography. */
export function TeacherHeader({ teacher, role, coursesCount, bio, bioFailed }: TeacherHeaderProps) {
  return (
    <Header>
      <Avatar src={teacher.avatar} name={teacher.name} size={96} decorative priority />
      <div>
        <Muted>{role}</Muted>
        <h1>
          <bdi>{teacher.name}</bdi>
        </h1>
        <Muted>
          <MetaList>
            {teacher.expertise}
            {`${formatNumber(coursesCount)} دوره`}
          </MetaList>
        </Muted>
        {bio !== undefined ? <p dir="auto">{bio}</p> : !bioFailed && <SkeletonText lines={2} />}
      </div>
    </Header>
  );
}
