import { GUESTS_CSV_COLUMNS, GUESTS_EXPORT as X } from '../../../contracts/guests.messages.ts';
import { CHECK_IN_TIME_FORMAT, TICKET_DATE_FORMAT, TICKET_STATUS_LABELS, shortTicketCode } from '../../../contracts/tickets.ts';
import { formatInZone } from '../../../domain/dates.ts';
import { isAddOn } from '../../../domain/tickets.ts';
import type { EventAccess } from '../../platform/access/event-access.ts';
import { toCsv } from '../../platform/csv.ts';
import type { Db } from '../../platform/db/client.ts';
import { guestIdsByName, recordsInOrder, type GuestsFilters } from './guests.service.ts';
import { fullName, holderName, type TicketRecord } from './ticket-records.ts';
import { guestAdmissions } from './admission.service.ts';
import { taggedPdf } from './ticket-pdf.ts';

/**
 * The guests list's downloads (issue 34): every ticket the list's filters match, by last name, as CSV or as a
 * printable A4 door list. Both carry the seat (issue 32's "seats in exports") and the answers. Access is the guests
 * page's (admins and door staff: the door list is a door tool; docs/decisions/tickets.md).
 */

const when = (r: TicketRecord) => formatInZone(r.occurrence.startsAt, r.occurrence.timezone, TICKET_DATE_FORMAT);

/** The answers in one cell: 'Title: answer; Title: answer'. */
const answersText = (r: TicketRecord) => r.item.answers.map((a) => `${a.title}: ${a.answer}`).join('; ');

function nameOf(r: TicketRecord) {
  const names = holderName(r);
  return { ...names, full: fullName(names) || r.item.email || r.order.buyerEmail || '' };
}

/** The filtered tickets, each with when it was checked in on the filter's date (or at all, without one). */
async function filteredRecords(db: Db, access: EventAccess, filters: GuestsFilters) {
  const records = await recordsInOrder(db, await guestIdsByName(db, access.event.id, filters));
  const seen = await guestAdmissions(db, records, filters.occurrenceId);
  return records.map((r) => ({ ...r, checkedInAt: seen.get(r.item.id)!.checkedInAt }));
}

export async function guestsCsv(db: Db, access: EventAccess, filters: GuestsFilters): Promise<string> {
  const records = await filteredRecords(db, access, filters);
  return toCsv(
    GUESTS_CSV_COLUMNS,
    records.map((r) => {
      const name = nameOf(r);
      return [
        shortTicketCode(r.item.id),
        name.firstName,
        name.lastName,
        r.item.email ?? (r.item.transferredFromId ? null : r.order.buyerEmail),
        r.item.name,
        when(r),
        r.item.seat,
        TICKET_STATUS_LABELS[r.item.status],
        r.checkedInAt ? formatInZone(r.checkedInAt, r.occurrence.timezone, TICKET_DATE_FORMAT) : null,
        r.order.id,
        fullName({ firstName: r.order.buyerFirstName, lastName: r.order.buyerLastName }) || null,
        r.order.buyerEmail,
        answersText(r),
      ];
    }),
  );
}

/** Column widths of the door list, in points of the A4 page's 515 between the margins. */
const COLUMNS = [
  { key: 'name', title: X.nameColumn, width: 150 },
  { key: 'ticket', title: X.ticketColumn, width: 100 },
  { key: 'seat', title: X.seatColumn, width: 55 },
  { key: 'answers', title: X.answersColumn, width: 150 },
  { key: 'in', title: X.checkInColumn, width: 60 },
] as const;
const ANSWERS_MAX = 80;
const short = (text: string) => (text.length > ANSWERS_MAX ? `${text.slice(0, ANSWERS_MAX - 1)}…` : text);

/**
 * The door list: the event and date as the heading, then one row per admission (add-ons belong to their admission),
 * by last name: name, ticket, seat, the answers cut short, and the check-in time or an empty box to tick. The seat
 * column only when a ticket has one. Each row is one tagged paragraph, so a screen reader reads it row by row.
 */
export async function doorListPdf(db: Db, access: EventAccess, filters: GuestsFilters): Promise<Buffer> {
  const records = (await filteredRecords(db, access, filters)).filter((r) => !isAddOn(r.ticketType.category));
  const eventName = access.event.name;
  const { doc, tag, finish } = taggedPdf(X.doorListTitle(eventName), { margin: 40 });
  const columns = records.some((r) => r.item.seat) ? COLUMNS : COLUMNS.filter((c) => c.key !== 'seat');
  const left = 40;
  const width = 595.28 - 2 * left;
  const scale = width / columns.reduce((sum, c) => sum + c.width, 0);
  // Each column starts where the ones before it end.
  const xs = columns.map((_, i) => left + columns.slice(0, i).reduce((sum, c) => sum + c.width * scale, 0));
  const bottom = 841.89 - 50;
  let page = 0;

  const header = () => {
    doc.addPage();
    page += 1;
    tag('H1', () => doc.font('bold').fontSize(16).fillColor('#111111').text(eventName, left, 40, { width }));
    const date = filters.occurrenceId && records[0] ? when(records[0]) : X.allDates;
    tag('P', () =>
      doc
        .font('regular')
        .fontSize(9)
        .fillColor('#555555')
        .text(`${X.doorListSummary(date, records.length)} · ${X.pager(page)}`, { width }),
    );
    doc.moveDown(0.6);
    const y = doc.y;
    tag('P', () =>
      columns.forEach((c, i) =>
        doc
          .font('bold')
          .fontSize(9)
          .fillColor('#111111')
          .text(c.title, xs[i]!, y, { width: c.width * scale - 6 }),
      ),
    );
    doc
      .moveTo(left, y + 13)
      .lineTo(left + width, y + 13)
      .strokeColor('#999999')
      .stroke();
    doc.y = y + 18;
  };

  header();
  if (!records.length) tag('P', () => doc.font('regular').fontSize(11).text(X.noGuests, left, doc.y, { width }));
  for (const r of records) {
    const cells: Record<(typeof COLUMNS)[number]['key'], string> = {
      name: nameOf(r).full,
      ticket: r.item.name,
      seat: r.item.seat ?? '',
      answers: short(answersText(r)),
      in: r.checkedInAt ? X.checkedIn(formatInZone(r.checkedInAt, r.occurrence.timezone, CHECK_IN_TIME_FORMAT)) : '',
    };
    doc.font('regular').fontSize(9);
    const height = Math.max(...columns.map((c) => (c.key === 'in' ? 12 : doc.heightOfString(cells[c.key], { width: c.width * scale - 6 })))) + 8;
    if (doc.y + height > bottom) header();
    const y = doc.y;
    tag('P', () =>
      columns.forEach((c, i) => {
        if (c.key === 'in' && !r.checkedInAt) doc.rect(xs[i]!, y, 10, 10).strokeColor('#333333').stroke();
        else
          doc
            .font('regular')
            .fontSize(9)
            .fillColor('#111111')
            .text(cells[c.key], xs[i]!, y, { width: c.width * scale - 6 });
      }),
    );
    doc
      .moveTo(left, y + height - 4)
      .lineTo(left + width, y + height - 4)
      .strokeColor('#dddddd')
      .stroke();
    doc.y = y + height;
  }
  return finish();
}
