import { describe, expect, it } from 'vitest';
import { accessLabel, keyPreview, lastUsedLabel } from './api-key-rows.ts';

describe('the API keys table', () => {
  it('shows a key by its prefix, its access in words, and Never for an unused key', () => {
    expect(keyPreview('ovk_AbC12345')).toBe('ovk_AbC12345…');
    expect(accessLabel('read')).toBe('Read only');
    expect(accessLabel('write')).toBe('Read and write');
    expect(lastUsedLabel(null)).toBe('Never');
    expect(lastUsedLabel(new Date(2026, 0, 2, 9, 30, 0).toISOString())).toBe('2 Jan 2026, 9:30:00 AM');
  });
});
