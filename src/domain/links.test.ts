import { describe, expect, it } from 'vitest';
import { normalizeWebUrl } from './links.ts';

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
