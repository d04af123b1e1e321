import { plainUserText, toPersianDigits } from '@shared/ui';
import type { BlogPostListResponse } from '@shared/api-client';
import type { PageCrumb } from '@shared/ui';
import { BLOG_CRUMBS } from '../../../lib/crumbs.ts';
import { blogPaths } from '../../../lib/paths.ts';
import type { PostListRoute } from '../hooks/list-route.ts';

/** What the top of a list says, and the title it asks the shell for. */
export interface ListHeading {
  title: string | undefined;
  description: string | undefined;
  breadcrumb: readonly PageCrumb[];
  /** Only for lists whose name comes from data or the address; the site map titles the others. */
  pageTitle: string | undefined;
}

/** The heading of a list; a category's or tag's name is known once its first page arrives. */
export function listHeading(route: PostListRoute, data: BlogPostListResponse | undefined): ListHeading {
  switch (route.kind) {
    case 'featured':
      return {
        title: 'مقاله‌های برگزیده',
        description: 'نوشته‌هایی که خواندنشان را به همه پیشنهاد می‌کنیم.',
        breadcrumb: [...BLOG_CRUMBS, { label: 'برگزیده‌ها' }],
        pageTitle: undefined,
      };
    case 'latest':
      return {
        title: 'تازه‌ترین مقاله‌ها',
        description: 'آخرین نوشته‌ها، از تازه به قدیم.',
        breadcrumb: [...BLOG_CRUMBS, { label: 'تازه‌ترین‌ها' }],
        pageTitle: undefined,
      };
    case 'search': {
      const echoed = toPersianDigits(plainUserText(route.search));
      return {
        title: 'جست‌وجوی مقاله‌ها',
        description: route.search ? `نتیجه‌های جست‌وجوی «${echoed}»` : undefined,
        breadcrumb: [...BLOG_CRUMBS, { label: 'جست‌وجو' }],
        pageTitle: route.search ? `جست‌وجوی «${echoed}»` : undefined,
      };
    }
    case 'category': {
      const category = data?.category;
      const parent = category?.parent;
      return {
        title: category?.name,
        description: category ? `مقاله‌های دستهٔ «${category.name}»` : undefined,
        breadcrumb: [
          ...BLOG_CRUMBS,
          { label: 'دسته‌بندی‌ها', to: blogPaths.categories },
          ...(parent ? [{ label: parent.name, to: blogPaths.category(parent.slug) }] : []),
          { label: category?.name ?? '…' },
        ],
        pageTitle: category ? `مقاله‌های ${category.name}` : undefined,
      };
    }
    case 'tag': {
      const tag = data?.tag;
      return {
        title: tag ? `برچسب: ${tag.name}` : undefined,
        description: tag ? `مقاله‌های با برچسب «${tag.name}»` : undefined,
        breadcrumb: [...BLOG_CRUMBS, { label: 'برچسب‌ها' }, { label: tag?.name ?? '…' }],
        pageTitle: tag ? `برچسب ${tag.name}` : undefined,
      };
    }
  }
}
