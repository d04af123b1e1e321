/** One picture the viewer can show. */
export interface ViewerImage {
  src: string;
  /** Describes the picture for people who cannot see it; shown in the announcement too. */
  alt: string;
}
