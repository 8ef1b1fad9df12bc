import { and, eq, inArray, isNull } from 'drizzle-orm';
import { SHARE_CODE_MAIL as T } from '../../../contracts/private-lists.messages.ts';
import type { Db } from '../../platform/db/client.ts';
import { mailOnce, privateListMembers as m, privateLists, profiles } from '../../platform/db/schema/index.ts';
import { escapeHtml, oneLine } from '../../platform/html.ts';
import type { Jobs } from '../../platform/jobs/queue.ts';
import { enqueueMail } from '../../platform/mail/mail.jobs.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import { subjectName } from '../../../domain/text.ts';

/**
 * The e-mail that gives a new list member their share code (content-management 1 Private access lists). Sent by
 * the share-code mail job, which the import writes in its own transaction (one job per 1,000 members): a
 * 50,000-row import stays a request of seconds, and no member is left without their e-mail.
 */

const mailKey = (memberId: string) => `list-share-code:${memberId}`;

export function shareCodeMail(member: { email: string; shareCode: string; list: string; owner: string }): MailMessage {
  const owner = oneLine(member.owner);
  const list = oneLine(member.list);
  return {
    to: member.email,
    subject: T.subject(subjectName(owner)),
    text: [T.added(owner, list), '', T.access(member.email), '', `${T.codeIntro} ${member.shareCode}`, '', T.share, T.ticketPage].join('\n'),
    html: [
      `<p>${escapeHtml(T.added(owner, list))}</p>`,
      `<p>${escapeHtml(T.access(member.email))}</p>`,
      `<p>${escapeHtml(T.codeIntro)} <strong style="font-size:20px;letter-spacing:2px">${escapeHtml(member.shareCode)}</strong></p>`,
      `<p>${escapeHtml(T.share)} ${escapeHtml(T.ticketPage)}</p>`,
    ].join('\n'),
  };
}

/**
 * Enqueues the share-code e-mail of each member that is still on a live list, once per member however often the
 * job runs (mail_once keys claimed in the same transaction as the e-mails).
 */
export async function sendShareCodeMails(deps: { db: Db; jobs: Jobs }, memberIds: readonly string[]): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const claimed = await tx
      .insert(mailOnce)
      .values(memberIds.map((id) => ({ key: mailKey(id) })))
      .onConflictDoNothing()
      .returning({ key: mailOnce.key });
    const keys = new Set(claimed.map((c) => c.key));
    const ids = memberIds.filter((id) => keys.has(mailKey(id)));
    if (!ids.length) return;
    const members = await tx
      .select({ email: m.email, shareCode: m.shareCode, list: privateLists.name, owner: profiles.name })
      .from(m)
      .innerJoin(privateLists, eq(privateLists.id, m.listId))
      .innerJoin(profiles, eq(profiles.id, privateLists.ownerId))
      .where(and(inArray(m.id, ids), isNull(m.removedAt), isNull(privateLists.deletedAt)));
    for (const member of members) await enqueueMail(deps.jobs, shareCodeMail(member), tx);
  });
}
