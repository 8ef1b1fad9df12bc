import { WEEKLY_REPORT_MAIL as T } from '../../../contracts/apps.messages.ts';
import { formatMoney } from '../../../domain/money.ts';
import { escapeHtml, oneLine } from '../../platform/html.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import type { WeeklyFigures } from './weekly-figures.ts';
import { subjectName } from '../../../domain/text.ts';

/** A titled block of lines: the e-mail's text and HTML are both made from these. */
interface Section {
  title?: string;
  lines: string[];
  /** The lines as a numbered list (the top events). */
  ordered?: boolean;
}

function sectionsOf(figures: WeeklyFigures): Section[] {
  const money = (minor: number, currency = figures.currency) => formatMoney(minor, currency);
  const sold = figures.orders > 0 || figures.otherCurrencies.length > 0;
  const sections: Section[] = sold
    ? [
        {
          lines: [
            T.figure(T.revenue, money(figures.netSales)),
            T.figure(T.gross, money(figures.grossSales)),
            T.figure(T.orders, String(figures.orders)),
            T.figure(T.tickets, String(figures.ticketsSold)),
          ],
        },
      ]
    : [{ lines: [T.noSales] }];
  if (figures.topEvents.length) {
    sections.push({ title: T.topEvents, ordered: true, lines: figures.topEvents.map((e) => T.figure(oneLine(e.name), money(e.grossSales))) });
  }
  sections.push({
    title: T.memberships,
    lines: [T.figure(T.newMembers, String(figures.newMembers)), T.figure(T.cancelledMembers, String(figures.cancelledMembers))],
  });
  if (figures.otherCurrencies.length) {
    sections.push({
      title: T.otherCurrencies,
      lines: figures.otherCurrencies.map((o) =>
        T.otherCurrency(o.currency, money(o.netSales, o.currency), money(o.grossSales, o.currency), o.orders),
      ),
    });
  }
  return sections;
}

function sectionHtml({ title, lines, ordered }: Section): string {
  const heading = title ? `<h3>${escapeHtml(title)}</h3>\n` : '';
  const tag = ordered ? 'ol' : 'ul';
  return `${heading}<${tag}>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</${tag}>`;
}

export interface WeeklyMailInput {
  ownerName: string;
  /** Where 'See the full reports' leads (the owner's Revenue tab). */
  reportsUrl: string;
  /** 'Nov 16, 2026'. */
  week: string;
  figures: WeeklyFigures;
}

/** The Weekly Sales Report e-mail to one address; every name in it is escaped in the HTML. */
export function weeklyReportMail(to: string, { ownerName, reportsUrl, week, figures }: WeeklyMailInput): MailMessage {
  const name = oneLine(ownerName);
  const sections = sectionsOf(figures);
  const text = [
    T.heading(week),
    ...sections.map(({ title, lines, ordered }) =>
      [...(title ? [title] : []), ...lines.map((line, i) => (ordered ? `${i + 1}. ${line}` : line))].join('\n'),
    ),
    `${T.manage}: ${reportsUrl}`,
    T.why(name),
  ].join('\n\n');
  const html = [
    `<h2>${escapeHtml(T.heading(week))}</h2>`,
    ...sections.map(sectionHtml),
    `<p><a href="${escapeHtml(reportsUrl)}">${escapeHtml(T.manage)}</a></p>`,
    `<p style="color:#666;font-size:12px">${escapeHtml(T.why(name))}</p>`,
  ].join('\n');
  return { to, subject: T.subject(subjectName(name), week), text, html };
}
