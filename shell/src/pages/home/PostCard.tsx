import type { HomePost } from '@shared/api-client';
import { Card, formatDate, ResponsiveImage } from '@shared/ui';
import { usePreloadOnIntent } from '../../preload/use-preload-on-intent.ts';

/** A recent article: picture, title, date and excerpt. */
export function PostCard({ post }: { post: HomePost }) {
  const to = `/articles/${encodeURIComponent(post.slug)}`;
  const { onPreload } = usePreloadOnIntent(to, { onViewport: false });
  return (
    <Card
      to={to}
      onPreload={onPreload}
      title={post.title}
      media={
        <ResponsiveImage
          src={post.picture_styles.styles.thumbnail}
          alt=""
          width={320}
          height={180}
          sizes="(min-width: 960px) 25vw, 100vw"
        />
      }
    >
      <time dateTime={post.published_at}>{formatDate(post.published_at)}</time>
      <p>{post.excerpt}</p>
    </Card>
  );
}
