/** The first-run checklist's words (issue 34, docs/decisions/accounts.md "First-run checklist"). */

export const GETTING_STARTED_MESSAGES = {
  eventNotFound: 'The page you were looking for was not found',
} as const;

export const GETTING_STARTED_TEXTS = {
  title: 'Get ready for your first sale',
  lead: 'Five steps from a new account to tickets people can buy. They tick themselves as you go.',
  progress: (done: number, total: number) => `${done} of ${total} done`,
  done: 'Done',
  items: {
    profile: { title: 'Complete your profile', text: 'Add a picture or a short bio so buyers know who is behind the event.', action: 'Edit profile' },
    payouts: { title: 'Connect payouts', text: 'Connect a payout account to receive the money from ticket sales.', action: 'Set up payouts' },
    firstEvent: { title: 'Create your first event', text: 'Give it a name, a date and a place, then add ticket types.', action: 'Create event' },
    publish: { title: 'Publish an event', text: 'Publishing puts the event page online so people can buy tickets.', action: 'Go to events' },
    share: { title: 'Share your event', text: 'Copy the link of your published event and send it to your audience.', action: 'Copy event link' },
  },
  shareAfterPublish: 'Publish an event first',
  linkCopied: 'Link copied',
  hide: 'Hide this checklist',
  /** The management home's card: the first item not done yet, and the way to the whole list. */
  next: (title: string) => `Next: ${title}`,
  allSteps: 'See all steps',
  continueToHome: 'Continue to Ovation',
  loadFailed: 'Could not load your checklist.',
} as const;
