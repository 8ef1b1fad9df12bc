/** Where an event can be shared (buyer-side 9: facebook, x, linkedin, telegram, whatsapp, mail, discord). */
export const SHARE_TARGETS = ['facebook', 'x', 'linkedin', 'telegram', 'whatsapp', 'mail', 'discord'] as const;
export type ShareTarget = (typeof SHARE_TARGETS)[number];

export const SHARE_LABELS: Record<ShareTarget, string> = {
  facebook: 'Facebook',
  x: 'X',
  linkedin: 'LinkedIn',
  telegram: 'Telegram',
  whatsapp: 'WhatsApp',
  mail: 'Email',
  discord: 'Discord',
};

/** The address that shares `url` on a target. Discord has no share address: the link is copied and Discord opens. */
export function shareHref(target: ShareTarget, url: string, title: string): string {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  switch (target) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case 'x':
      return `https://x.com/intent/post?url=${u}&text=${t}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`;
    case 'telegram':
      return `https://t.me/share/url?url=${u}&text=${t}`;
    case 'whatsapp':
      return `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`;
    case 'mail':
      return `mailto:?subject=${t}&body=${u}`;
    case 'discord':
      return 'https://discord.com/channels/@me';
  }
}
