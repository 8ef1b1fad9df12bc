import type { MailMessage } from './mailer.ts';

/**
 * Why an e-mail would fail a reader who cannot see it (issue 29): every e-mail carries a plain-text part (what a
 * text-only client or a screen reader's mail client reads, and what spam filters expect beside HTML), and every
 * image of its HTML has alt text (`alt=""` for a decorative one). The mail queue's payload check runs this on every
 * e-mail enqueued (platform/jobs/catalog.ts), so a template that breaks it fails the tests that send it.
 */
export function mailAccessibilityProblems(message: Pick<MailMessage, 'text' | 'html'>): string[] {
  const problems: string[] = [];
  if (!message.text.trim()) problems.push('the e-mail has no plain-text part');
  for (const img of message.html?.match(/<img\b[^>]*>/gi) ?? []) {
    if (!/\salt\s*=/i.test(img)) problems.push(`an image without alt text: ${img.slice(0, 80)}`);
  }
  return problems;
}
