import { describe, expect, it } from 'vitest';
import { SHARE_TARGETS, shareHref } from './share.ts';

describe('shareHref', () => {
  const url = 'https://ovation.events/event/abc';
  it.each([
    ['facebook', 'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fovation.events%2Fevent%2Fabc'],
    ['x', 'https://x.com/intent/post?url=https%3A%2F%2Fovation.events%2Fevent%2Fabc&text=Jazz%20%26%20Soul'],
    ['linkedin', 'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fovation.events%2Fevent%2Fabc'],
    ['telegram', 'https://t.me/share/url?url=https%3A%2F%2Fovation.events%2Fevent%2Fabc&text=Jazz%20%26%20Soul'],
    ['whatsapp', 'https://wa.me/?text=Jazz%20%26%20Soul%20https%3A%2F%2Fovation.events%2Fevent%2Fabc'],
    ['mail', 'mailto:?subject=Jazz%20%26%20Soul&body=https%3A%2F%2Fovation.events%2Fevent%2Fabc'],
    ['discord', 'https://discord.com/channels/@me'],
  ] as const)('%s', (target, expected) => expect(shareHref(target, url, 'Jazz & Soul')).toBe(expected));
  it('offers the seven targets of the spec', () => expect(SHARE_TARGETS).toHaveLength(7));
});
