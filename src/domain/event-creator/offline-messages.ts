/**
 * The offline assistant's words. They are transcript content (stored as the assistant's messages), plain text,
 * short and in English that reads the same in Britain and America.
 */
export const OFFLINE_MESSAGES = {
  askName: 'What is the event called?',
  askDate: 'When is it? Tell me the day and the start time, for example "Friday 8pm" or "12 March 7pm to 10pm".',
  askTime: 'What time does it start (and end, if you know)?',
  askPlace: 'Where is it? Give me the venue (and address if you like), or say it is online.',
  askTickets: 'What tickets are you selling, and at what price? For example "£15 advance, £20 on the door", or "free".',
  askQuantity: 'How many tickets are for sale? A number for each type, or one number for all of them.',
  quantityNeeded: 'The editor needs a number of tickets for each type. How many can you sell at most?',
  past: 'That date has already passed. Which date do you mean?',
  endBeforeStart: 'The end time is before the start. When does it start and end?',
  payWhatYouWant: 'I can only set a fixed price for each ticket type. What should it cost? Or say it is free.',
  unsupported: (code: string, supported: string) => `I can't sell tickets in ${code}. The currencies I can use are ${supported}.`,
  priceTooHigh: (max: string) => `A ticket can cost at most ${max}. What should it cost?`,
  quantityTooHigh: (max: string) => `At most ${max} tickets of one type can be for sale. How many are there?`,
  confirmIntro: 'Here is your draft event:',
  confirmQuestion: 'Shall I create this draft?',
  assumedEnd: (hours: number) => `I've assumed it lasts ${hours} hours; tell me if it ends at another time.`,
  creating: 'Great, creating your draft event now. You can review it and publish it from the editor.',
  whatToChange: 'No problem. What would you like to change?',
  publish: "I can't publish events. I create a draft, and you publish it yourself from the event editor when you're happy with it.",
  refund: "I can't help with refunds or orders here; you'll find them in your event's Guests page. I can help you create an event.",
  outside: 'I can only help you create an event here. Tell me about your event: its name, when and where it is, and the tickets.',
  tooLong: 'That is a lot to take in. Could you tell me about your event in a few short sentences?',
} as const;
