export * from './Carousel.tsx';
