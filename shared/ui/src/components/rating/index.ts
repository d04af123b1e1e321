export * from './Rating.tsx';
export * from './RatingDisplay.tsx';
export * from './RatingInput.tsx';
