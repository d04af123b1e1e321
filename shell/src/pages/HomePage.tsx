import { Link } from 'react-router';
import styled from 'styled-components';

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  padding: 0;
  list-style: none;
  a {
    display: block;
    padding: ${({ theme }) => theme.space(5)};
    border-radius: ${({ theme }) => theme.radius.lg};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    text-decoration: none;
  }
`;

const AREAS = [
  { to: '/learn', title: 'دوره‌های آموزشی', text: 'درس‌ها را پایه به پایه و رشته به رشته ببینید.' },
  { to: '/quiz', title: 'آزمون‌ها', text: 'خودتان را بسنجید و کارنامه بگیرید.' },
  { to: '/question', title: 'بانک سؤال', text: 'سؤال‌ها را موضوعی تمرین کنید و پاسخ تشریحی ببینید.' },
  { to: '/dehkhoda', title: 'لغت‌نامه دهخدا', text: 'معنی واژه‌ها را جست‌وجو کنید.' },
  { to: '/articles', title: 'مقاله‌ها', text: 'نوشته‌های آموزشی و خبرهای تازه.' },
];

/** The home page: where each part of the site starts. */
export default function HomePage(_props: { title?: string }) {
  return (
    <>
      <h1>آموزش آنلاین برای دانش‌آموزان</h1>
      <p>از پیش‌دبستان تا پایهٔ دوازدهم: دوره، آزمون، بانک سؤال، لغت‌نامه و مقاله در یک جا.</p>
      <Grid>
        {AREAS.map((area) => (
          <li key={area.to}>
            <Link to={area.to}>
              <h2>{area.title}</h2>
              <p>{area.text}</p>
            </Link>
          </li>
        ))}
      </Grid>
    </>
  );
}
