import { describe, expect, it } from 'vitest';
import { embedUrlOf } from '../../../domain/broadcasts.ts';
import { contentSecurityPolicy } from './security-headers.ts';

/** The page policy's frame-src, as a list. */
function frameSources(): string[] {
  const directive = contentSecurityPolicy({ stripe: false })
    .split('; ')
    .find((d) => d.startsWith('frame-src '));
  return directive?.split(' ').slice(1) ?? [];
}

describe('frame-src and the broadcast page', () => {
  // /b/:id embeds an external stream's player where the host allows it (embedUrlOf): each must be allowed to load.
  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ',
    'https://www.youtube.com/live/dQw4w9WgXcQ',
    'https://vimeo.com/76979871',
    'https://vimeo.com/event/123456',
    'https://www.twitch.tv/ovation_live',
  ])('%s', (external) => {
    const embed = embedUrlOf(external, 'ovation.example');
    expect(embed).not.toBeNull();
    expect(frameSources()).toContain(new URL(embed!).origin);
  });
});
