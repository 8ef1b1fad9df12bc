/**
 * The activity feed (accounts-and-reporting 2.3 Activity, 3 Activity): which outbox events it shows and the sentence
 * each one makes, as parts of text and links, so the server escapes every name once when it writes the HTML. The
 * words come from contracts/reporting.messages.ts (ACTIVITY_MESSAGES); `{slot}` marks where a part goes.
 */

/** The outbox event types the feed shows (purchases, check-ins, transfers, cancellations, refunds, subscriptions). */
export const ACTIVITY_EVENT_TYPES = [
  'order.completed',
  'ticket.checked_in',
  'ticket.transferred',
  'ticket.cancelled',
  'ticket.refunded',
  'membership.subscription.created',
  'membership.subscription.cancelled',
  'membership.subscription.expired',
] as const;
export type ActivityEventType = (typeof ACTIVITY_EVENT_TYPES)[number];

/** The sentences, one per event type (a purchase's by its ticket count); a check-in names the attendee when not the patron. */
export interface ActivityWords {
  purchase: (tickets: number) => string;
  checkIn: string;
  attendeeCheckIn: string;
  transfer: string;
  cancel: string;
  refund: string;
  subscribed: string;
  subscriptionCanceled: string;
  subscriptionExpired: string;
}

/** A piece of a sentence: text, or a link to an app path. */
export interface ActivityPart {
  text: string;
  href?: string;
}

/** A name and where it links (null: shown as text). */
export interface Named {
  name: string;
  href: string | null;
}

/** What one activity says, as the service reads it from the outbox row and the records it names. */
export type ActivityFact =
  | { type: 'order.completed'; patron: Named; event: Named; tickets: number }
  | { type: 'ticket.checked_in'; patron: Named; event: Named; attendee: string | null }
  | { type: 'ticket.transferred'; patron: Named; event: Named; recipient: string }
  | { type: 'ticket.cancelled'; patron: Named; event: Named }
  | { type: 'ticket.refunded'; patron: Named; event: Named; amount: string }
  | { type: Extract<ActivityEventType, `membership.${string}`>; patron: Named; tier: string };

/** The patron page of someone who ordered: by account id, or 'null' with the e-mail for a guest. */
export function patronPath(username: string, patron: { id: string | null; email: string | null }): string | null {
  const base = `/manage/${encodeURIComponent(username)}/reporting/patrons`;
  if (patron.id) return `${base}/${patron.id}`;
  return patron.email ? `${base}/null?email=${encodeURIComponent(patron.email)}` : null;
}

export const eventPath = (eventId: string) => `/event/${eventId}`;

/** A person's name as one line: first and last name, else the e-mail, else `fallback`. */
export function personName(first: string | null, last: string | null, email: string | null, fallback: string): string {
  const name = [first, last]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name || email || fallback;
}

/** Fills `{slot}`s with parts; a name that itself contains '{event}' stays text (the template is split, not the names). */
export function fillTemplate(template: string, slots: Record<string, ActivityPart>): ActivityPart[] {
  const parts: ActivityPart[] = [];
  for (const piece of template.split(/(\{[a-z]+\})/)) {
    if (!piece) continue;
    const slot = /^\{([a-z]+)\}$/.exec(piece);
    const part = slot ? slots[slot[1]!] : undefined;
    parts.push(part ?? { text: piece });
  }
  return parts;
}

const named = (n: Named): ActivityPart => (n.href ? { text: n.name, href: n.href } : { text: n.name });
const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The sentence of one activity. */
export function activityParts(fact: ActivityFact, words: ActivityWords): ActivityPart[] {
  const patron = named(fact.patron);
  switch (fact.type) {
    case 'order.completed':
      return fillTemplate(words.purchase(fact.tickets), { patron, event: named(fact.event) });
    case 'ticket.checked_in': {
      // A ticket bought for someone else: the attendee checked in, on the patron's ticket.
      const other = fact.attendee && !sameName(fact.attendee, fact.patron.name) ? fact.attendee : null;
      const event = named(fact.event);
      return other
        ? fillTemplate(words.attendeeCheckIn, { attendee: { text: other }, event, patron })
        : fillTemplate(words.checkIn, { patron, event });
    }
    case 'ticket.transferred':
      return fillTemplate(words.transfer, { patron, event: named(fact.event), recipient: { text: fact.recipient } });
    case 'ticket.cancelled':
      return fillTemplate(words.cancel, { patron, event: named(fact.event) });
    case 'ticket.refunded':
      return fillTemplate(words.refund, { patron, event: named(fact.event), amount: { text: fact.amount } });
    case 'membership.subscription.created':
      return fillTemplate(words.subscribed, { patron, tier: { text: fact.tier } });
    case 'membership.subscription.cancelled':
      return fillTemplate(words.subscriptionCanceled, { patron, tier: { text: fact.tier } });
    case 'membership.subscription.expired':
      return fillTemplate(words.subscriptionExpired, { patron, tier: { text: fact.tier } });
  }
}
