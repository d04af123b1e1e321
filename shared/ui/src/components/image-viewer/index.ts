export { ImageViewer, type ImageViewerProps } from './ImageViewer.tsx';
export { ImageViewerDemo } from './ImageViewerDemo.tsx';
export type { ViewerImage } from './viewer-image.ts';
export { VIEWER_LIMITS } from './viewer-constants.ts';
