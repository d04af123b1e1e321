import type { Teacher } from '@shared/api-client';
import { Avatar, Link } from '@shared/ui';
import styled from 'styled-components';
import { learnPaths } from '../../../lib/paths.ts';

const Box = styled.section`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  align-items: start;
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  p {
    margin: 0;
    line-height: 1.9;
  }
`;

const Expertise = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** The course's teacher: picture, name, expertise, a short biography and a link to their page. */
export function TeacherCard({ teacher }: { teacher: Teacher }) {
  return (
    <Box aria-label="مدرس دوره">
      <Avatar src={teacher.avatar} name={teacher.name} size={72} decorative />
      <div>
        <h2>
          <bdi>{teacher.name}</bdi>
        </h2>
        <Expertise>{teacher.expertise}</Expertise>
        <p dir="auto">{teacher.bio}</p>
        <p>
          <Link to={learnPaths.teacher(teacher.id)}>
            دوره‌های دیگر <bdi>{teacher.name}</bdi>
          </Link>
        </p>
      </div>
    </Box>
  );
}
