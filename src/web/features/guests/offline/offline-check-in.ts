import type { DoorListTicket } from '../../../../contracts/tickets.ts';
import type { DoorList } from './door-list-download.ts';
import { CHECK_IN_MESSAGES, DOOR_OFFLINE_TEXTS, SHORT_CODE_PATTERN, TICKET_DATE_FORMAT } from '../../../../contracts/tickets.messages.ts';
import { PASS_DATE_FORMAT, joinAnd } from '../../../../contracts/passes.messages.ts';
import { DOOR_MESSAGES } from '../../../../contracts/door.messages.ts';
import { checkInTimeText, inactiveTicketMessage } from '../../../../contracts/check-in-texts.ts';
import { decideEntry, defaultDoorDate, entriesLeft, totalEntries, validDates, type TicketAdmission } from '../../../../domain/admission.ts';
import { doorMayCheckIn } from '../../../../domain/door.ts';
import { doorListUsable } from '../../../../domain/offline-door.ts';
import { formatInZone } from '../../../../domain/dates.ts';
import type { CheckInKind, CheckInResult } from '../check-in-result.ts';

/**
 * The door phone's own check-in while offline (issue 35): the same rules as the server's (domain/admission.ts) on
 * the downloaded list, with this device's scans since the list was issued counted as uses, and the server's words.
 */

/** A scan of this device the list does not count yet. */
export interface LocalScan {
  ref: string;
  occurrenceId: string;
  scannedAt: string;
}

/** The ticket a typed short code names (the one active ticket when two share it), or the one a QR code's ref keys. */
export function findDoorTicket(list: DoorList, code: string, ref: string | null): DoorListTicket | undefined {
  if (SHORT_CODE_PATTERN.test(code)) {
    const matches = list.tickets.filter((t) => t.code === code.toUpperCase());
    return matches.length > 1 ? matches.find((t) => t.status === 'active') : matches[0];
  }
  return list.tickets.find((t) => t.ref === ref);
}

export interface OfflineDecision {
  result: CheckInResult;
  /** The scan to store when admitted. */
  admitted: LocalScan | null;
}

function admissionOf(ticket: DoorListTicket, local: readonly LocalScan[]): TicketAdmission {
  const mine = local.filter((s) => s.ref === ticket.ref);
  const uses = [...ticket.uses, ...mine.map((s, i) => ({ occurrenceId: s.occurrenceId, at: s.scannedAt, entry: ticket.uses.length + i + 1 }))];
  return { rule: ticket.rule, ticketOccurrenceId: ticket.occurrenceId, uses };
}

/** Decides a scan on the list: admitted (with the scan to store) or refused, as the server would answer. */
export function offlineCheckIn(
  list: DoorList,
  ticket: DoorListTicket | undefined,
  code: string,
  doorDate: string | undefined,
  local: readonly LocalScan[],
  now: number,
): OfflineDecision {
  const guest = ticket ? { name: ticket.name, ticket: ticket.ticket, seat: ticket.seat, code: ticket.code } : null;
  const refuse = (kind: CheckInKind, message: string): OfflineDecision => ({ result: { kind, code, message, guest, at: now }, admitted: null });
  if (!doorListUsable(list.expiresAt, now)) return refuse('error', DOOR_OFFLINE_TEXTS.listExpired);
  if (!doorMayCheckIn(list.doorState)) return refuse('inactive', DOOR_MESSAGES.checkInRefused);
  if (!ticket) return refuse('not_found', CHECK_IN_MESSAGES.notFound);
  if (ticket.status !== 'active') return refuse('inactive', inactiveTicketMessage(ticket.status));
  if (ticket.addOn) return refuse('inactive', CHECK_IN_MESSAGES.addOn);
  const admission = admissionOf(ticket, local);
  const zone = list.dates.find((d) => d.id === ticket.occurrenceId)?.timezone ?? 'UTC';
  const date = doorDate ?? defaultDoorDate(admission, list.dates, now) ?? '';
  const label = (id: string) => {
    const d = list.dates.find((x) => x.id === id);
    return d ? formatInZone(new Date(d.startsAt), d.timezone, PASS_DATE_FORMAT) : '';
  };
  const decision = decideEntry(admission, date, list.dates);
  const valid = validDates(admission.rule, admission.ticketOccurrenceId, list.dates).length;
  if (!decision.ok) {
    const time = 'at' in decision ? checkInTimeText(new Date(decision.at), zone, new Date(now)) : '';
    if (decision.reason === 'already_checked_in') return refuse('already', CHECK_IN_MESSAGES.alreadyCheckedIn(time));
    if (decision.reason === 'no_entries_left') return refuse('inactive', CHECK_IN_MESSAGES.noEntriesLeft(totalEntries(admission.rule, valid), time));
    const own = list.dates.find((d) => d.id === ticket.occurrenceId);
    const message =
      ticket.rule.kind === 'single'
        ? CHECK_IN_MESSAGES.otherDate(own ? formatInZone(new Date(own.startsAt), own.timezone, TICKET_DATE_FORMAT) : '')
        : CHECK_IN_MESSAGES.passOtherDates(joinAnd(decision.validDates.map(label)));
    return refuse('other_date', message);
  }
  const left = entriesLeft(admission, valid) - 1;
  const message =
    ticket.rule.kind === 'pass'
      ? CHECK_IN_MESSAGES.passCheckedIn(label(decision.occurrenceId), left)
      : ticket.rule.kind === 'punch_card'
        ? CHECK_IN_MESSAGES.punchCardCheckedIn(decision.entry, totalEntries(admission.rule, valid))
        : CHECK_IN_MESSAGES.checkedIn;
  return {
    result: { kind: 'checked_in', code, message: DOOR_OFFLINE_TEXTS.checkedInOffline(message), guest, at: now },
    admitted: { ref: ticket.ref, occurrenceId: decision.occurrenceId, scannedAt: new Date(now).toISOString() },
  };
}
