import { ActionIcon, Group } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandTiktok,
  IconBrandX,
  IconBrandYoutube,
  IconMail,
  IconPhone,
  IconWorld,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { PROFILE_PAGE_TEXTS, SOCIAL_LINK_LABELS as L } from '../../../contracts/profiles-public.messages.ts';
import { LazyTooltip } from '../../ui/LazyTooltip.tsx';
import type { SocialLinks as SocialLinksData } from '../../../contracts/events.ts';

type Key = keyof SocialLinksData;

const LINKS: { key: Key; label: string; icon: ComponentType<{ size?: number }>; href: (v: string) => string }[] = [
  { key: 'email', label: L.email, icon: IconMail, href: (v) => `mailto:${v}` },
  { key: 'phone', label: L.phone, icon: IconPhone, href: (v) => `tel:${v.replace(/[^\d+]/g, '')}` },
  { key: 'webUrl', label: L.webUrl, icon: IconWorld, href: (v) => v },
  { key: 'facebookUrl', label: L.facebookUrl, icon: IconBrandFacebook, href: (v) => v },
  { key: 'instagramUrl', label: L.instagramUrl, icon: IconBrandInstagram, href: (v) => v },
  { key: 'twitterUrl', label: L.twitterUrl, icon: IconBrandX, href: (v) => v },
  { key: 'youtubeUrl', label: L.youtubeUrl, icon: IconBrandYoutube, href: (v) => v },
  { key: 'tiktokUrl', label: L.tiktokUrl, icon: IconBrandTiktok, href: (v) => v },
];

/** Only http(s) links are followed; anything else is not shown. */
const safe = (key: Key, value: string) => key === 'email' || key === 'phone' || /^https?:\/\//i.test(value);

export function hasSocialLinks(social: SocialLinksData): boolean {
  return LINKS.some((l) => {
    const v = social[l.key];
    return Boolean(v && safe(l.key, v));
  });
}

/** Contact and social links of a profile (email, phone, web, facebook, instagram, twitter, youtube, tiktok). */
export function SocialLinks({ social, name, color = 'gray' }: { social: SocialLinksData; name: string; color?: string }) {
  const items = LINKS.filter((l) => {
    const v = social[l.key];
    return Boolean(v && safe(l.key, v));
  });
  if (!items.length) return null;
  return (
    <Group gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={PROFILE_PAGE_TEXTS.socialLinksOf(name)}>
      {items.map(({ key, label, icon: Icon, href }) => {
        const value = social[key]!;
        const external = key !== 'email' && key !== 'phone';
        return (
          <li key={key}>
            <LazyTooltip label={key === 'email' || key === 'phone' ? value : label} withArrow>
              <ActionIcon
                component="a"
                href={href(value)}
                target={external ? '_blank' : undefined}
                rel={external ? 'noopener noreferrer' : undefined}
                variant="light"
                color={color}
                size="lg"
                radius="xl"
                aria-label={`${label}${key === 'email' || key === 'phone' ? `: ${value}` : ''}`}
              >
                <Icon size={18} />
              </ActionIcon>
            </LazyTooltip>
          </li>
        );
      })}
    </Group>
  );
}
