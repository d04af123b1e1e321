import { Avatar } from '@shared/ui';

/** Props of {@link ProfileAvatar}. */
export interface ProfileAvatarProps {
  src: string | null;
  name: string;
  size?: number;
  /** A preview of a chosen file (an object URL) is shown as it is, not through the image server. */
  raw?: boolean;
}

/**
 * The student's round picture: the site's Avatar (initials without a
 * picture). It is decorative here: the name is always written beside it.
 */
export function ProfileAvatar({ src, name, size = 64, raw = false }: ProfileAvatarProps) {
  return <Avatar src={src} name={name} size={size} raw={raw} decorative />;
}
