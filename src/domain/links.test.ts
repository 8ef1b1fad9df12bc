import { describe, expect, it } from 'vitest';
import { isSameSitePath, normalizeWebUrl } from './links.ts';

describe('normalizeWebUrl', () => {
  it.each([
    ['https://example.com', 'https://example.com'],
    ['http://example.com/shop?x=1', 'http://example.com/shop?x=1'],
    ['HTTPS://Example.com', 'HTTPS://Example.com'],
    ['example.com', 'https://example.com'],
    ['  www.example.com/about  ', 'https://www.example.com/about'],
    ['example.com:8080/path', 'https://example.com:8080/path'],
    ['//cdn.example.com', 'https://cdn.example.com'],
    ['http://localhost:3000', 'http://localhost:3000'],
    ['localhost', null],
    ['hello', null],
    ['not a site', null],
    ['ftp://example.com', null],
    ['javascript:alert(1)', null],
    ['mailto:me@example.com', null],
    ['user:pass@example.com', null],
    ['', null],
  ])('%j -> %j', (typed, stored) => expect(normalizeWebUrl(typed)).toBe(stored));
});

describe('isSameSitePath', () => {
  it.each([
    ['/', true],
    ['/p/ada/memberships?tab=1#tiers', true],
    ['/manage/ada', true],
    ['//evil.example', false],
    ['/\\evil.example', false],
    ['/a\\b', false],
    ['/\tevil', false],
    ['/a\nb', false],
    ['/a\u007fb', false],
    ['https://evil.example', false],
    ['evil', false],
    ['', false],
    [undefined, false],
    [null, false],
  ])('%j -> %j', (value, same) => expect(isSameSitePath(value)).toBe(same));
});
