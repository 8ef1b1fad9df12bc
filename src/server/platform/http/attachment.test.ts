import { describe, expect, it } from 'vitest';
import { attachment } from './attachment.ts';

describe('attachment', () => {
  it.each([
    ['Events "Hall" 2026.csv', 'attachment; filename="Events-Hall-2026.csv"'],
    ['tickets-0b7c6a52-3f0e-4c8e-9d61-0a4c2f1e9b10.pdf', 'attachment; filename="tickets-0b7c6a52-3f0e-4c8e-9d61-0a4c2f1e9b10.pdf"'],
    ['../../etc/passwd', 'attachment; filename="..-..-etc-passwd"'],
    ['a\r\nSet-Cookie: x=1', 'attachment; filename="a-Set-Cookie-x-1"'],
  ])('attachment(%j) -> %j', (name, header) => expect(attachment(name)).toBe(header));
});
