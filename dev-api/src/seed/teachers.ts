import { mediaUrl } from './media.ts';

/** A teacher of seeded courses. */
export interface SeedTeacher {
  id: number;
  name: string;
  /** What the teacher teaches, shown under the name. */
  expertise: string;
  bio: string;
  avatar: string;
}

const TEACHER_PROFILES: Omit<SeedTeacher, 'avatar'>[] = [
  {
    id: 1,
    name: 'علی رضایی',
    expertise: 'دبیر ریاضی',
    bio: 'کارشناس ارشد ریاضی محض از دانشگاه تهران با پانزده سال سابقه تدریس ریاضی متوسطه اول و دوم در مدارس تهران.',
  },
  {
    id: 2,
    name: 'مریم احمدی',
    expertise: 'دبیر فیزیک',
    bio: 'دانش‌آموخته فیزیک از دانشگاه صنعتی شریف؛ فیزیک را با آزمایش‌های ساده و مثال‌های روزمره درس می‌دهد.',
  },
  {
    id: 3,
    name: 'حسین کریمی',
    expertise: 'دبیر شیمی',
    bio: 'مؤلف کتاب‌های کمک‌آموزشی شیمی و مشاور کنکور؛ دوازده سال تجربه تدریس در پایه‌های دهم تا دوازدهم.',
  },
  {
    id: 4,
    name: 'زهرا موسوی',
    expertise: 'دبیر ادبیات فارسی',
    bio: 'دکترای زبان و ادبیات فارسی؛ به شعر و نثر کهن علاقه دارد و آرایه‌های ادبی را با حوصله توضیح می‌دهد.',
  },
  {
    id: 5,
    name: 'محمد حسینی',
    expertise: 'دبیر زیست‌شناسی',
    bio: 'کارشناس ارشد زیست‌شناسی سلولی و مولکولی؛ سال‌ها در کلاس‌های کنکور تجربی زیست‌شناسی تدریس کرده است.',
  },
  {
    id: 6,
    name: 'فاطمه نوری',
    expertise: 'آموزگار دبستان',
    bio: 'آموزگار پایه‌های اول تا ششم با بیست سال سابقه؛ آموزش را با بازی و قصه برای کودکان شیرین می‌کند.',
  },
  {
    id: 7,
    name: 'رضا صادقی',
    expertise: 'دبیر عربی و دین و زندگی',
    bio: 'دانش‌آموخته الهیات و معارف اسلامی؛ قواعد عربی را با جدول‌های خلاصه و تمرین فراوان آموزش می‌دهد.',
  },
  {
    id: 8,
    name: 'نرگس جعفری',
    expertise: 'دبیر زبان انگلیسی',
    bio: 'مدرس زبان انگلیسی با مدرک آموزش زبان از دانشگاه علامه طباطبایی و تجربه تدریس در آموزشگاه‌های زبان.',
  },
  {
    id: 9,
    name: 'امیر قاسمی',
    expertise: 'دبیر تاریخ و جغرافیا',
    bio: 'کارشناس ارشد تاریخ ایران؛ درس‌های علوم انسانی را با نقشه، تصویر و روایت‌های خواندنی پیش می‌برد.',
  },
  {
    id: 10,
    name: 'سمیه کاظمی',
    expertise: 'هنرآموز فنی و حرفه‌ای',
    bio: 'کارشناس مهندسی کامپیوتر و هنرآموز هنرستان؛ برنامه‌نویسی و دانش فنی را پروژه‌محور آموزش می‌دهد.',
  },
];

/** Teachers of the seeded courses; ids are stable. */
export const TEACHERS: SeedTeacher[] = TEACHER_PROFILES.map((profile) => ({
  ...profile,
  avatar: mediaUrl('teacher', profile.name),
}));

/** The teacher with this id, if any. */
export function findTeacher(id: number): SeedTeacher | undefined {
  return TEACHERS.find((teacher) => teacher.id === id);
}
