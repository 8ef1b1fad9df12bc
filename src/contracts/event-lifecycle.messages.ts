/** Duplicate, unpublish and archive an event (issue 34): the words of the row menu, its dialogs and the refusals. */

export const EVENT_LIFECYCLE_REASONS = {
  /** The event was unpublished after sales: only its ticket holders and team see its page. */
  eventUnpublished: 'event_unpublished',
  /** Archiving is for events whose dates are all over. */
  eventNotPast: 'event_not_past',
  /** The duplicate key was already used to copy another event. */
  duplicateKeyReused: 'duplicate_key_reused',
} as const;
export type EventLifecycleReason = (typeof EVENT_LIFECYCLE_REASONS)[keyof typeof EVENT_LIFECYCLE_REASONS];

export const EVENT_LIFECYCLE_MESSAGES = {
  /** The default name of a copy. */
  copyName: (name: string) => `${name} (copy)`,
  duplicate: 'Duplicate',
  duplicateTitle: 'Duplicate event',
  duplicateIntro: 'The copy is a draft with the same details, tickets, questions, images and team. Orders, guests and stats are not copied.',
  nameLabel: 'Name of the copy',
  startsAtLabel: 'Starts',
  endsAtLabel: 'Ends',
  firstDateLabel: 'First date starts',
  seriesHint: (n: number) => `All ${n} dates move together and keep their spacing; ticket sales windows move with them.`,
  singleHint: 'Ticket sales windows move by the same amount as the date.',
  zoneHint: (zone: string) => `Times are in the event's time zone, ${zone}.`,
  noDateHint: 'The event has no date yet: the copy has none either.',
  duplicateSubmit: 'Duplicate',
  duplicated: 'Event duplicated: it is a draft until you publish it',
  duplicateFailed: 'Could not duplicate the event',
  needsStart: 'Choose when the copy starts',
  keyReused: 'This copy request was already used for another event. Please try again.',
  unpublish: 'Unpublish',
  publish: 'Publish',
  unpublishTitle: 'Unpublish this event?',
  unpublishQuestion:
    'It leaves every listing and stops selling. If tickets were sold, their holders keep them and can still open the event page; otherwise it goes back to draft.',
  unpublished: 'Event unpublished',
  backToDraft: 'Event unpublished: it is a draft again',
  unpublishFailed: 'Could not unpublish the event',
  published: 'Event published',
  publishFailed: 'Could not publish the event',
  notPublished: 'This event is not published.',
  archive: 'Archive',
  unarchive: 'Unarchive',
  archived: 'Event archived',
  unarchived: 'Event restored to the list',
  archiveFailed: 'Could not change the archive state',
  onlyPastArchived: 'Only events whose dates are all over can be archived.',
  showArchived: 'Show archived',
  archivedBadge: 'Archived',
  unpublishedBadge: 'Unpublished',
  /** The event page for someone who holds no ticket of an unpublished event. */
  noLongerAvailable: 'This event is no longer available. If you have a ticket, log in with the account that holds it.',
} as const;

/** The event editor's past venues (issue 34: first run and defaults). */
export const PAST_VENUES_TEXTS = {
  label: 'Use a past venue',
  placeholder: 'Pick one of your venues',
} as const;
