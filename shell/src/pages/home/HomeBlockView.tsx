import type { HomeBlock } from '@shared/api-client';
import { useSession } from '../../session/use-session.ts';
import { CallToActionBlock } from './CallToActionBlock.tsx';
import { CardsBlock } from './CardsBlock.tsx';
import { FeaturedCourseCard } from './FeaturedCourseCard.tsx';
import { GradesBlock } from './GradesBlock.tsx';
import { HeroBlock } from './HeroBlock.tsx';
import { PostCard } from './PostCard.tsx';
import { StatsBlock } from './StatsBlock.tsx';

/** A link to the login page (with or without a backUrl). */
const LOGIN_LINK = /^\/user\/login(?:[/?#]|$)/i;

/**
 * One home block drawn by its type. An invitation to log in is for guests:
 * a signed-in student (or one whose token is still being checked, so the
 * invitation never flashes) does not see it. The API client has already dropped block
 * types this site does not know, so a newer backend can add blocks safely.
 */
export function HomeBlockView({ block, index }: { block: HomeBlock; index: number }) {
  const session = useSession();
  const signedIn = session.status === 'authenticated' || session.status === 'loading';
  // Ids come from position, not from the API, so they are always valid and unique.
  const id = `home-block-${index}`;
  switch (block.type) {
    case 'hero':
      return <HeroBlock slides={block.slides} />;
    case 'grades':
      return <GradesBlock id={id} title={block.title} items={block.items} />;
    case 'featured_courses':
      return (
        <CardsBlock id={id} title={block.title} moreLink={block.more_link}>
          {block.items.map((course) => (
            <li key={course.id}>
              <FeaturedCourseCard course={course} />
            </li>
          ))}
        </CardsBlock>
      );
    case 'latest_posts':
      return (
        <CardsBlock id={id} title={block.title} moreLink={block.more_link}>
          {block.items.map((post) => (
            <li key={post.id}>
              <PostCard post={post} />
            </li>
          ))}
        </CardsBlock>
      );
    case 'stats':
      return <StatsBlock id={id} title={block.title} items={block.items} />;
    case 'call_to_action':
      if (signedIn && LOGIN_LINK.test(block.link.path)) return null;
      return <CallToActionBlock id={id} title={block.title} body={block.body} link={block.link} />;
    default:
      return null;
  }
}
