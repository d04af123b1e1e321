import type { Sponsor } from '@shared/api-client';
import { Chip, formatDate, Link, media, usePageBreadcrumb } from '@shared/ui';
import styled from 'styled-components';
import { ArticleHtml } from '../../../components/ArticleHtml.tsx';
import { CoverImage } from '../../../components/CoverImage.tsx';
import { blogPaths } from '../../../lib/paths.ts';
import { SupportedItems } from './SupportedItems.tsx';

const Layout = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
  max-inline-size: 56rem;
`;

const Header = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  align-items: center;

  ${media.up('sm')} {
    grid-template-columns: 16rem 1fr;
  }
`;

const Logo = styled(CoverImage)`
  inline-size: 100%;
  border-radius: ${({ theme }) => theme.radius.lg};
`;

const Intro = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
`;

const Name = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xxl};
  line-height: 1.5;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Supported = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};

  ${media.up('sm')} {
    grid-template-columns: 1fr 1fr;
  }
`;

/** A sponsor's page: logo, name, level, since when, website, description and what it supports. */
export function SponsorView({ sponsor }: { sponsor: Sponsor }) {
  const since = formatDate(sponsor.sponsored_since);
  usePageBreadcrumb([
    { label: 'خانه', to: '/' },
    { label: 'حامیان', to: blogPaths.sponsors() },
    { label: sponsor.name },
  ]);
  return (
    <Layout>
      <Header>
        <Logo
          styles={sponsor.image_styles}
          alt={`نشان ${sponsor.name}`}
          width={640}
          height={360}
          sizes="16rem"
          priority
        />
        <Intro>
          <Name>
            <bdi>{sponsor.name}</bdi>
          </Name>
          <Chip>{sponsor.tier_label}</Chip>
          <Muted dir="auto">{sponsor.summary}</Muted>
          {since && (
            <Muted>
              حامی از <time dateTime={sponsor.sponsored_since}>{since}</time>
            </Muted>
          )}
          <Link to={sponsor.website_url}>وب‌سایت {sponsor.name}</Link>
        </Intro>
      </Header>
      <ArticleHtml html={sponsor.description} />
      <Supported>
        <SupportedItems title="دوره‌هایی که حمایت می‌کند" items={sponsor.supported_courses} hrefOf={blogPaths.course} />
        <SupportedItems title="مقاله‌های مرتبط" items={sponsor.supported_posts} hrefOf={blogPaths.article} />
      </Supported>
    </Layout>
  );
}
