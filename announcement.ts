/**
 * The site-wide announcement bar, configured in this one place. `null` means no bar.
 * Changing `id` shows the bar again to readers who dismissed an earlier announcement.
 */
export interface Announcement {
  id: string;
  /** HTML allowed: keep it to plain text and root-relative links. */
  content: string;
  backgroundColor: string;
  textColor: string;
  isCloseable: boolean;
}

export const announcement: Announcement | null = null;
