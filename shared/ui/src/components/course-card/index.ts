export * from './CourseImage.tsx';
export * from './CourseProgressCard.tsx';
