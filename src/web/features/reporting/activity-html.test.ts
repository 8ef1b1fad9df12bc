import { describe, expect, it } from 'vitest';
import { activityText, decodeEntities, parseActivityHtml, sitePath, type ActivityNode } from './activity-html.ts';

const text = (t: string): ActivityNode => ({ kind: 'text', text: t });
const link = (to: string, children: ActivityNode[], search: Record<string, string> = {}): ActivityNode => ({ kind: 'link', to, search, children });
const strong = (children: ActivityNode[]): ActivityNode => ({ kind: 'strong', children });

describe('parseActivityHtml', () => {
  it.each<[string, string, ActivityNode[]]>([
    ['plain text', 'Ada bought 2 tickets', [text('Ada bought 2 tickets')]],
    [
      'the server’s message: links to the patron and the event',
      '<a href="/manage/jazz/reporting/patrons/7b0c">Ada Lovelace</a> bought 2 tickets to <a href="/event/9f1e">Jazz &amp; Blues</a>',
      [
        link('/manage/jazz/reporting/patrons/7b0c', [text('Ada Lovelace')]),
        text(' bought 2 tickets to '),
        link('/event/9f1e', [text('Jazz & Blues')]),
      ],
    ],
    [
      'a guest’s patron link keeps its query',
      "<a href='/manage/jazz/reporting/patrons/null?email=ada%40example.com'>ada@example.com</a>",
      [link('/manage/jazz/reporting/patrons/null', [text('ada@example.com')], { email: 'ada@example.com' })],
    ],
    ['b and strong are bold', '<b>Ada</b> and <strong>Bo</strong>', [strong([text('Ada')]), text(' and '), strong([text('Bo')])]],
    ['bold inside a link', '<a href="/event/1"><b>Gala</b></a>', [link('/event/1', [strong([text('Gala')])])]],
    ['escaped markup stays text', '&lt;script&gt;alert(1)&lt;/script&gt;', [text('<script>alert(1)</script>')]],
    ['a lone < is text', 'a < b and c<d', [text('a < b and c<d')]],
    ['other tags are dropped, their text kept', '<div class="x"><i>Ada</i><img src=x onerror=alert(1)> paid</div>', [text('Ada paid')]],
    ['script and style content is dropped', 'a<script>alert("x")</script>b<style>p{}</style>c', [text('abc')]],
    ['an unclosed script drops the rest', 'a<script>alert(1)', [text('a')]],
    ['comments are dropped', 'a<!-- <a href="/x">x</a> -->b', [text('ab')]],
    ['an unclosed bold ends with the message', '<b>Ada', [strong([text('Ada')])]],
    ['a stray closing tag is ignored', 'Ada</b></a> paid', [text('Ada paid')]],
  ])('%s', (_, html, expected) => {
    expect(parseActivityHtml(html)).toEqual(expected);
  });

  it.each([
    ['javascript:', '<a href="javascript:alert(1)">x</a>'],
    ['an entity-hidden scheme', '<a href="&#106;avascript:alert(1)">x</a>'],
    ['another site', '<a href="https://evil.example/">x</a>'],
    ['a protocol-relative URL', '<a href="//evil.example/">x</a>'],
    ['a backslash trick', '<a href="/\\evil.example">x</a>'],
    ['a tab that browsers strip', '<a href="/&#9;/evil.example">x</a>'],
    ['a data URL', '<a href="data:text/html,<b>x</b>">x</a>'],
    ['no href', '<a name="x">x</a>'],
    ['an event handler and no href', '<a onclick="alert(1)">x</a>'],
  ])('a link to %s keeps its text only', (_, html) => {
    expect(parseActivityHtml(html)).toEqual([text('x')]);
  });

  it('a link inside a link keeps its text inside the outer link', () => {
    expect(parseActivityHtml('<a href="/a">one <a href="/b">two</a> three</a>')).toEqual([link('/a', [text('one two three')])]);
  });

  it('attributes other than href are not kept', () => {
    const [node] = parseActivityHtml('<a href="/event/1" onclick="alert(1)" style="x" target="_blank">Gala</a>');
    expect(node).toEqual(link('/event/1', [text('Gala')]));
  });

  it('activityText flattens the tree', () => {
    expect(activityText(parseActivityHtml('<a href="/p/1">Ada</a> checked in to <b>Gala</b>'))).toBe('Ada checked in to Gala');
  });
});

describe('decodeEntities', () => {
  it.each([
    ['&amp;&lt;&gt;&quot;&#39;&apos;', "&<>\"''"],
    ['&#233;t&#xE9;', 'été'],
    ['&unknown; & alone', '&unknown; & alone'],
    ['&#0;&#xD800;', '\ufffd\ufffd'],
  ])('%s', (raw, decoded) => expect(decodeEntities(raw)).toBe(decoded));
});

describe('sitePath', () => {
  it.each([
    ['/event/1', { to: '/event/1', search: {} }],
    ['/manage/x/reporting/patrons/null?email=a%40b.c&x=1#top', { to: '/manage/x/reporting/patrons/null', search: { email: 'a@b.c', x: '1' } }],
    ['event/1', null],
    ['//evil.example', null],
    ['/a b', null],
    ['https://ovation.invalid/x', null],
  ])('%s', (href, expected) => expect(sitePath(href)).toEqual(expected));
});
