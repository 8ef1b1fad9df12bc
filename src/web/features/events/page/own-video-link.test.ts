import { describe, expect, it } from 'vitest';
import { ownVideoId } from './own-video-link.ts';

const SITE = 'https://ovation.example';
const ID = '0b6f3c2e-8d1a-4c5b-9e7f-123456789abc';

describe('ownVideoId', () => {
  it.each<[string, string | null | undefined, string | null]>([
    ['our player page', `${SITE}/watch/${ID}`, ID],
    ['relative', `/watch/${ID}`, ID],
    ['spaces around it', `  ${SITE}/watch/${ID}  `, ID],
    ['a trailing slash', `${SITE}/watch/${ID}/`, ID],
    ['a query and a fragment', `${SITE}/watch/${ID}?t=10#top`, ID],
    ['upper-case id', `${SITE}/watch/${ID.toUpperCase()}`, ID],
    ['plain http on our host', `http://ovation.example/watch/${ID}`, ID],
    ['another site', `https://elsewhere.example/watch/${ID}`, null],
    ['a subdomain of ours', `https://www.ovation.example/watch/${ID}`, null],
    ['protocol-relative to another host', `//elsewhere.example/watch/${ID}`, null],
    ['another port', `https://ovation.example:8443/watch/${ID}`, null],
    ['not a uuid', `${SITE}/watch/123`, null],
    ['deeper path', `${SITE}/watch/${ID}/extra`, null],
    ['another page of ours', `${SITE}/event/${ID}`, null],
    ['YouTube', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', null],
    ['not http', `javascript:alert(1)//watch/${ID}`, null],
    ['empty', '', null],
    ['null', null, null],
    ['undefined', undefined, null],
  ])('%s', (_, url, expected) => {
    expect(ownVideoId(url, SITE)).toBe(expected);
  });

  it('a site on a port (development)', () => {
    expect(ownVideoId(`http://localhost:5173/watch/${ID}`, 'http://localhost:5173')).toBe(ID);
  });
});
