import { describe, expect, it } from 'vitest';
import { escapeHtml } from './html.ts';

describe('escapeHtml', () => {
  it.each([
    ['', ''],
    ['Plain name, nothing to escape', 'Plain name, nothing to escape'],
    ['Rock & Roll', 'Rock &amp; Roll'],
    ['<script>alert("x")</script>', '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;'],
    ["O'Brien's", 'O&#39;Brien&#39;s'],
    ['&amp; already', '&amp;amp; already'],
    ['"a" & <b> & \'c\'', '&quot;a&quot; &amp; &lt;b&gt; &amp; &#39;c&#39;'],
    ['Ünïcödé 🎟 ok', 'Ünïcödé 🎟 ok'],
  ])('%j -> %j', (text, escaped) => {
    expect(escapeHtml(text)).toBe(escaped);
  });

  it('escapes every special character of a long text, twice in a row the same (no regex state kept)', () => {
    const text = '<&>"\''.repeat(1000);
    const once = escapeHtml(text);
    expect(once).toBe('&lt;&amp;&gt;&quot;&#39;'.repeat(1000));
    expect(escapeHtml(text)).toBe(once);
  });
});
