import { bulletList, externalLink, html, paragraph } from './blog-html.ts';
import { imageStyles } from './media.ts';
import { findCourse } from './courses.ts';
import { POSTS } from './posts.ts';

type SponsorTier = 'platinum' | 'gold' | 'silver' | 'bronze';

/** Tiers, highest first, with their Persian labels. */
const TIERS: Record<SponsorTier, { rank: number; label: string }> = {
  platinum: { rank: 0, label: 'حامی پلاتینی' },
  gold: { rank: 1, label: 'حامی طلایی' },
  silver: { rank: 2, label: 'حامی نقره‌ای' },
  bronze: { rank: 3, label: 'حامی برنزی' },
};

interface SponsorContent {
  name: string;
  slug: string;
  tier: SponsorTier;
  featured?: boolean;
  summary: string;
  description: string;
  website: string;
  /** YYYY-MM-DD */
  since: string;
  /** Slugs of seeded courses: the sponsor page links each to its course. */
  courses: string[];
  /** Slugs of seeded posts. */
  posts: string[];
}

const SPONSOR_CONTENT: SponsorContent[] = [
  {
    name: 'بنیاد علمی فرزانگان',
    slug: 'farzanegan-foundation',
    tier: 'platinum',
    featured: true,
    summary: 'حامی آموزش رایگان ریاضی و علوم برای دانش‌آموزان مناطق کم‌برخوردار',
    description: html(
      paragraph(
        'بنیاد علمی فرزانگان از سال ۱۳۹۲ با هدف گسترش عدالت آموزشی فعالیت می‌کند و تاکنون هزینه آموزش بیش از دوازده هزار دانش‌آموز را پرداخته است.',
      ),
      bulletList([
        'اهدای بورسیه به دانش‌آموزان مستعد',
        'برگزاری اردوهای علمی تابستانه',
        'تأمین تبلت برای کلاس‌های آنلاین',
      ]),
      paragraph(`گزارش سالانه بنیاد را در ${externalLink('https://farzanegan.example/report', 'سایت بنیاد')} بخوانید.`),
    ),
    website: 'https://farzanegan.example',
    since: '2024-09-22',
    courses: ['math-grade-9', 'science-grade-9', 'math-grade-8'],
    posts: ['math-olympiad-preparation', 'learning-math-step-by-step'],
  },
  {
    name: 'نشر نیلوفر آموزش',
    slug: 'niloufar-publishing',
    tier: 'gold',
    featured: true,
    summary: 'ناشر کتاب‌های کمک‌آموزشی و داستان‌های نوجوان',
    description: html(
      paragraph('نشر نیلوفر آموزش بیش از بیست سال است که کتاب‌های کمک‌آموزشی و ادبیات نوجوان منتشر می‌کند.'),
      paragraph('این نشر هزینه تولید دوره‌های ادبیات فارسی و برنامه «هر هفته یک کتاب» را بر عهده گرفته است.'),
    ),
    website: 'https://niloufar-pub.example',
    since: '2025-01-10',
    courses: ['persian-literature-grade-10', 'persian-literature-grade-12'],
    posts: ['building-reading-habit', 'reading-hafez-for-students', 'writing-better-essays'],
  },
  {
    name: 'فناوری آموزشی روشنا',
    slug: 'roshana-edtech',
    tier: 'gold',
    featured: true,
    summary: 'سازنده ابزارهای کلاس آنلاین و آزمون‌ساز هوشمند',
    description: html(
      paragraph(
        'روشنا زیرساخت کلاس‌های زنده و آزمون‌های آنلاین مدرسه‌ها را فراهم می‌کند و در تأمین سرورهای پخش ویدئوی این سایت همراه ماست.',
      ),
      bulletList(['پخش زنده با کیفیت تطبیقی', 'آزمون‌ساز با تصحیح خودکار', 'گزارش پیشرفت برای والدین']),
    ),
    website: 'https://roshana.example',
    since: '2025-03-05',
    courses: ['python-grade-11'],
    posts: ['getting-the-most-from-video-lessons', 'online-exam-tips', 'comparing-learning-formats'],
  },
  {
    name: 'خیریه مهر دانش',
    slug: 'mehr-danesh-charity',
    tier: 'platinum',
    summary: 'تأمین هزینه تحصیل و لوازم‌التحریر دانش‌آموزان نیازمند',
    description: html(
      paragraph(
        'خیریه مهر دانش با کمک نیکوکاران، هزینه ثبت‌نام دوره‌ها و آزمون‌های آزمایشی دانش‌آموزان نیازمند را پرداخت می‌کند.',
      ),
      paragraph('هر سال در آغاز مهر، بسته‌های لوازم‌التحریر در میان دانش‌آموزان روستایی توزیع می‌شود.'),
    ),
    website: 'https://mehr-danesh.example',
    since: '2024-11-01',
    courses: ['biology-grade-11', 'chemistry-grade-12'],
    posts: ['mock-exam-analysis'],
  },
  {
    name: 'کتابخانه عمومی آفتاب',
    slug: 'aftab-library',
    tier: 'silver',
    summary: 'فضای مطالعه رایگان و امانت کتاب برای دانش‌آموزان',
    description: html(
      paragraph('کتابخانه عمومی آفتاب سالن مطالعه‌ای با دویست صندلی دارد که در روزهای امتحان تا نیمه‌شب باز است.'),
      paragraph('اعضای سایت با نشان دادن کارت دانش‌آموزی، عضویت یک‌ساله رایگان دریافت می‌کنند.'),
    ),
    website: 'https://aftab-library.example',
    since: '2025-06-15',
    courses: [],
    posts: ['study-environment-distractions', 'summarizing-textbooks-mind-maps'],
  },
  {
    name: 'انجمن ریاضی‌دانان جوان',
    slug: 'young-mathematicians',
    tier: 'silver',
    summary: 'برگزارکننده مسابقه‌های ریاضی و کارگاه‌های حل مسئله',
    description: html(
      paragraph('انجمن ریاضی‌دانان جوان هر سال مسابقه‌ای سراسری برای دانش‌آموزان متوسطه اول برگزار می‌کند.'),
      paragraph('طراحی سؤال‌های بخش ریاضی بانک سؤال با همکاری اعضای این انجمن انجام شده است.'),
    ),
    website: 'https://young-math.example',
    since: '2025-08-01',
    courses: ['math-grade-7', 'math-grade-10'],
    posts: ['fractions-visual-understanding', 'derivative-intuition'],
  },
  {
    name: 'آموزشگاه زبان پارسه',
    slug: 'parseh-language-institute',
    tier: 'silver',
    summary: 'آموزش زبان انگلیسی و عربی با روش‌های ارتباطی',
    description: html(
      paragraph('آموزشگاه زبان پارسه با بیش از سی شعبه در کشور، در تهیه دوره‌های زبان انگلیسی سایت همکاری کرده است.'),
      paragraph(`اطلاعات بیشتر را در ${externalLink('https://parseh.example', 'سایت آموزشگاه')} ببینید.`),
    ),
    website: 'https://parseh.example',
    since: '2025-10-20',
    courses: ['english-grade-12', 'arabic-grade-8'],
    posts: ['english-vocabulary-habits', 'arabic-grammar-basics'],
  },
  {
    name: 'چاپخانه مهرگان',
    slug: 'mehregan-print',
    tier: 'bronze',
    summary: 'چاپ رایگان جزوه‌ها و برگه‌های جمع‌بندی',
    description: html(
      paragraph(
        'چاپخانه مهرگان نسخه چاپی برگه‌های جمع‌بندی و جزوه‌های دوره‌ها را برای مدرسه‌های دولتی رایگان چاپ می‌کند.',
      ),
    ),
    website: 'https://mehregan-print.example',
    since: '2026-02-01',
    courses: ['physics-grade-10'],
    posts: ['last-month-before-exam'],
  },
  {
    name: 'کافه‌کتاب سپیدار',
    slug: 'sepidar-book-cafe',
    tier: 'bronze',
    summary: 'میزبان باشگاه‌های کتاب‌خوانی نوجوانان',
    description: html(
      paragraph(
        'کافه‌کتاب سپیدار پنجشنبه‌ها میزبان باشگاه کتاب‌خوانی نوجوانان است و کتاب‌های پیشنهادی مقاله‌های سایت را در قفسه‌ای ویژه نگه می‌دارد.',
      ),
    ),
    website: 'https://sepidar-cafe.example',
    since: '2026-05-12',
    courses: [],
    posts: ['building-reading-habit'],
  },
];

function supportedCourses(slugs: readonly string[]) {
  return slugs.map((slug) => {
    const course = findCourse(slug);
    if (!course) throw new Error(`Sponsor seed names an unknown course: ${slug}`);
    return { title: course.title, slug: course.slug };
  });
}

function supportedPosts(slugs: readonly string[]) {
  return slugs.map((slug) => {
    const post = POSTS.find((candidate) => candidate.slug === slug);
    if (!post) throw new Error(`Sponsor seed names an unknown post: ${slug}`);
    return { title: post.title, slug: post.slug };
  });
}

/** Every seeded sponsor in the API's shape, highest tier first. */
export const SPONSORS = SPONSOR_CONTENT.map((content, index) => ({
  id: index + 1,
  name: content.name,
  slug: content.slug,
  image_styles: imageStyles('sponsor', content.name),
  tier: content.tier,
  tier_label: TIERS[content.tier].label,
  summary: content.summary,
  website_url: content.website,
  is_featured: content.featured ?? false,
  description: content.description,
  sponsored_since: `${content.since}T00:00:00.000Z`,
  supported_courses: supportedCourses(content.courses),
  supported_posts: supportedPosts(content.posts),
})).sort((a, b) => TIERS[a.tier].rank - TIERS[b.tier].rank || a.id - b.id);

/** A seeded sponsor. */
export type SeedSponsor = (typeof SPONSORS)[number];

/** What the sponsors list and the featured strip show: the sponsor without its page content. */
export function toSponsorCard(sponsor: SeedSponsor) {
  return {
    id: sponsor.id,
    name: sponsor.name,
    slug: sponsor.slug,
    image_styles: sponsor.image_styles,
    tier: sponsor.tier,
    tier_label: sponsor.tier_label,
    summary: sponsor.summary,
    website_url: sponsor.website_url,
    is_featured: sponsor.is_featured,
  };
}
