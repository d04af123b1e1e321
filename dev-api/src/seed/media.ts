/**
 * URLs of the dev API's generated images: an SVG per name, so every seeded
 * course, post and sponsor has a picture without shipping image files.
 */
export function mediaUrl(
  kind: 'course' | 'post' | 'sponsor' | 'avatar' | 'teacher' | 'content' | 'logo',
  name: string,
): string {
  return `/api/dev-media/${kind}/${encodeURIComponent(name)}.svg`;
}

/** The `image_styles` block of spec section 3 for a generated image. */
export function imageStyles(kind: Parameters<typeof mediaUrl>[0], name: string) {
  const url = mediaUrl(kind, name);
  return { styles: { thumbnail: `${url}?w=320`, medium: `${url}?w=768`, large: `${url}?w=1280` } };
}
