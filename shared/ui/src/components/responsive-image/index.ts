export * from './ResponsiveImage.tsx';
export * from './BrokenImage.tsx';
export * from './image-widths.ts';
export { webpImageUrl, isSafeImageUrl, type ImageUrlBuilder } from './image-url.ts';
