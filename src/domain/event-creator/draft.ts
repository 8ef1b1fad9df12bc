/**
 * The AI event creator's draft (issue 31): what a conversation has gathered so far, in the shape the event services
 * take. Both assistants (the offline one in this folder, the language-model one in the server) read and return it;
 * the server turns a confirmed draft into a draft event through the same services the manual editor uses.
 */

/** A question buyers answer at checkout (the editor's question types). */
export interface DraftQuestion {
  fieldType: 'text' | 'short text' | 'terms' | 'dropdown';
  title: string;
  /** Dropdown options one per line, or the terms text; '' otherwise. */
  content: string;
  required: boolean;
}

export interface DraftTicket {
  name: string;
  /** Minor units of the draft's currency; 0 is free. */
  price: number;
  /** How many are for sale (the editor requires a number). null until the organizer says. */
  quantity: number | null;
  /**
   * 'door': sold at the door. Becomes a ticket type whose sales open at the doors time (or the start), so the box
   * office sells it on the day; 'advance' is on sale from publishing.
   */
  sale: 'advance' | 'door';
}

/** One date of the event: instants in ISO 8601 with offset, read in the draft's time zone. */
export interface DraftDate {
  startsAt: string;
  endsAt: string;
  doorTime: string | null;
}

export interface EventDraft {
  name: string | null;
  /** Plain text; the server turns it into the editor's HTML. */
  description: string | null;
  /** IANA zone; starts as the owner's. */
  timezone: string;
  /** Lower-case code of domain/money.ts CURRENCIES; starts as the owner's. */
  currency: string;
  /** One date, or several for a recurring event (at most EVENT_LIMITS.occurrences). */
  dates: DraftDate[];
  /** null until known: in person with a venue, or online. */
  attendance: 'in_person' | 'online' | null;
  venue: { name: string; address: string; city: string } | null;
  tickets: DraftTicket[];
  questions: DraftQuestion[];
}

/** What the assistant knows of the organizer and the moment, for relative dates and defaults. */
export interface CreatorContext {
  /** The moment of the organizer's message (relative dates are read from it in `timezone`). */
  now: Date;
  /** The owner profile's zone and currency: the draft's defaults. */
  timezone: string;
  currency: string;
  /** The signed-in organizer's first name, for the greeting. */
  firstName: string;
  /** The owner's display name (a person or an organization). */
  ownerName: string;
}

export interface Turn {
  role: 'user' | 'assistant';
  content: string;
}

/**
 * One reply of an assistant. `ask`: a question about what is missing or unclear; `confirm`: the draft repeated
 * back, waiting for a yes; `create`: the organizer said yes to a complete draft (the server creates the event and
 * appends the link); `refuse`: something outside event creation, answered politely, the draft unchanged.
 */
export interface AssistantStep {
  action: 'ask' | 'confirm' | 'create' | 'refuse';
  /** Plain text shown in the transcript. */
  content: string;
  draft: EventDraft;
}

/** The state a conversation starts from. */
export const emptyDraft = (ctx: Pick<CreatorContext, 'timezone' | 'currency'>): EventDraft => ({
  name: null,
  description: null,
  timezone: ctx.timezone,
  currency: ctx.currency,
  dates: [],
  attendance: null,
  venue: null,
  tickets: [],
  questions: [],
});
