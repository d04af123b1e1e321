export * from './CourseCard.tsx';
export * from './CourseImage.tsx';
export * from './CourseProgressCard.tsx';
