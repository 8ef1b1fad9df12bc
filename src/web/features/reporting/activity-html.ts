/**
 * An activity message (accounts-and-reporting 2.3: HTML with links to the patron and the event), read into a tiny
 * tree the page renders as React elements: text, bold text and links to pages of this site. The server escapes
 * what it writes; this is the second wall, so it keeps nothing else: every other tag is dropped (its text kept,
 * except inside script, style and the like), and a link whose href is not a plain path of ours ('/…', not '//…',
 * no scheme, no spaces or control characters) becomes its text.
 */

export type ActivityNode =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; children: ActivityNode[] }
  | { kind: 'link'; to: string; search: Record<string, string>; children: ActivityNode[] };

type Parent = { kind: 'root' | 'strong' | 'link' | 'dropped'; tag: string; children: ActivityNode[] };

/** Elements whose content is never text for people. */
const RAW_CONTENT = new Set(['script', 'style', 'template', 'iframe', 'object', 'noscript', 'textarea', 'title']);
const STRONG = new Set(['b', 'strong']);

const TAG = /^<(\/?)([a-zA-Z][\w-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/;
const COMMENT = /^<!--[\s\S]*?(?:-->|$)/;
const HREF = /(?:^|\s)href\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i;

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Decodes the entities a server escape writes (named ones above, decimal and hex); others stay as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]+);/gi, (whole, body: string) => {
    if (body[0] !== '#') return NAMED[body.toLowerCase()] ?? whole;
    const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
    return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : '\ufffd';
  });
}

/** A same-site path from an href, split into path and query; null for anything else. */
export function sitePath(href: string): { to: string; search: Record<string, string> } | null {
  if (!href.startsWith('/') || href.startsWith('//') || /[\s\\\u0000-\u001f\u007f]/.test(href)) return null;
  const url = new URL(href, 'https://ovation.invalid');
  if (url.origin !== 'https://ovation.invalid') return null;
  return { to: url.pathname, search: Object.fromEntries(url.searchParams) };
}

function pushText(into: ActivityNode[], text: string) {
  if (!text) return;
  const last = into[into.length - 1];
  if (last?.kind === 'text') last.text += text;
  else into.push({ kind: 'text', text });
}

/** Reads an activity message into the tree above. */
export function parseActivityHtml(html: string): ActivityNode[] {
  const root: Parent = { kind: 'root', tag: '', children: [] };
  const stack: Parent[] = [root];
  const top = () => stack[stack.length - 1]!;
  /** Inside script, style and the like: everything up to the closing tag is dropped. */
  let rawUntil: string | null = null;
  let text = '';
  const flush = () => {
    if (rawUntil === null) pushText(top().children, decodeEntities(text));
    text = '';
  };

  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt < 0) {
      text += html.slice(i);
      break;
    }
    text += html.slice(i, lt);
    const rest = html.slice(lt);
    const comment = COMMENT.exec(rest);
    const tag = comment ? null : TAG.exec(rest);
    if (!comment && !tag) {
      text += '<';
      i = lt + 1;
      continue;
    }
    i = lt + (comment ?? tag)![0].length;
    if (!tag) continue;
    const closing = tag[1] === '/';
    const name = tag[2]!.toLowerCase();
    if (rawUntil !== null) {
      if (closing && name === rawUntil) rawUntil = null;
      text = '';
      continue;
    }
    flush();
    if (closing) {
      const at = stack.findLastIndex((parent, n) => n > 0 && parent.tag === name);
      if (at > 0) stack.length = at;
      continue;
    }
    if (RAW_CONTENT.has(name)) {
      rawUntil = name;
      continue;
    }
    const parent = top();
    if (STRONG.has(name)) {
      const strong: ActivityNode = { kind: 'strong', children: [] };
      parent.children.push(strong);
      stack.push({ kind: 'strong', tag: name, children: strong.children });
    } else if (name === 'a') {
      const href = HREF.exec(tag[3] ?? '');
      const target = href ? sitePath(decodeEntities(href[1] ?? href[2] ?? href[3] ?? '')) : null;
      // A link inside a link, or one that leaves the site, keeps its text only.
      if (target && !stack.some((p) => p.kind === 'link')) {
        const link: ActivityNode = { kind: 'link', ...target, children: [] };
        parent.children.push(link);
        stack.push({ kind: 'link', tag: name, children: link.children });
      } else {
        stack.push({ kind: 'dropped', tag: name, children: parent.children });
      }
    }
  }
  flush();
  return root.children;
}

/** The message as plain text (a row's accessible name, a search match). */
export function activityText(nodes: ActivityNode[]): string {
  return nodes.map((node) => (node.kind === 'text' ? node.text : activityText(node.children))).join('');
}
