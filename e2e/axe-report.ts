/**
 * One axe violation on one page: the rule, how bad, what it asks for, the elements (CSS selectors) and, for each,
 * axe's reason (a contrast's colours and ratio, what a name lacks): a failure on CI can be understood from its log.
 */
export interface Finding {
  url: string;
  width: number;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
  reasons: string[];
}

const SHOWN_TARGETS = 5;

/** The failure message: per page and width, each rule with its impact, its help text and the first elements. */
export function formatFindings(findings: Finding[]): string {
  const pages = new Map<string, Finding[]>();
  for (const f of findings) {
    const key = `${f.url} at ${f.width} px`;
    pages.set(key, [...(pages.get(key) ?? []), f]);
  }
  const lines = [`axe found ${findings.length} serious or critical accessibility violation(s):`];
  for (const [page, list] of pages) {
    lines.push(`  ${page}`);
    for (const f of list) {
      const more = f.targets.length > SHOWN_TARGETS ? ` (+${f.targets.length - SHOWN_TARGETS} more)` : '';
      lines.push(`    - ${f.rule} (${f.impact}): ${f.help}`, `      ${f.targets.slice(0, SHOWN_TARGETS).join(' | ')}${more}`);
      f.targets.slice(0, SHOWN_TARGETS).forEach((target, i) => f.reasons[i] && lines.push(`        ${target}: ${f.reasons[i]}`));
    }
  }
  return lines.join('\n');
}
