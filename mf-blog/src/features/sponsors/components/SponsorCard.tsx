import type { SponsorCard as SponsorCardData } from '@shared/api-client';
import { Card, Chip } from '@shared/ui';
import styled from 'styled-components';
import { CoverImage } from '../../../components/CoverImage.tsx';
import { blogPaths } from '../../../lib/paths.ts';

const Summary = styled.p`
  margin: 0;
`;

const Tier = styled.div`
  display: flex;
`;

/** Props of {@link SponsorCard}. */
export interface SponsorCardProps {
  sponsor: SponsorCardData;
  headingLevel?: 2 | 3 | 4;
  priority?: boolean;
}

/** A sponsor in a list: its logo, name (the link), level and one line about it. */
export function SponsorCard({ sponsor, headingLevel = 3, priority = false }: SponsorCardProps) {
  return (
    <Card
      to={blogPaths.sponsor(sponsor.slug)}
      headingLevel={headingLevel}
      title={<bdi>{sponsor.name}</bdi>}
      media={
        <CoverImage
          styles={sponsor.image_styles}
          alt=""
          width={640}
          height={360}
          sizes="(min-width: 960px) 300px, (min-width: 600px) 50vw, 100vw"
          priority={priority}
        />
      }
      footer={
        <Tier>
          <Chip>{sponsor.tier_label}</Chip>
        </Tier>
      }
    >
      <Summary dir="auto">{sponsor.summary}</Summary>
    </Card>
  );
}
