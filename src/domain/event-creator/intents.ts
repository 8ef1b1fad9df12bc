import { OFFLINE_MESSAGES as M } from './offline-messages.ts';

/** A yes to the confirm question, alone or with a few friendly words: "yes", "yep, go ahead", "looks good!". */
const YES =
  /^(?:(?:yes|yep|yeah|yup|ya|yes please|sure|ok|okay|go ahead|go for it|create it|do it|looks good|look good|perfect|great|correct|that's right|thats right|sounds good|all good|lgtm|please do|confirm(?:ed)?|y)\b[\s,.!]*)+(?:please|thanks|thank you|create (?:it|the draft)|go ahead)?[\s.!]*$/i;
/** A no alone or before a pause or a few words of disagreement; "No Limits Festival" is a name, not a no. */
const NO =
  /^(?:no|nope|nah|not yet|wait|hold on|not quite)(?:$|[\s,.!;:]*$|[,.!;:]|\s+(?:thanks|thank you|that's|that is|it's|it is|its|not|change|wait)\b)/i;

export const isYes = (text: string) => YES.test(text.trim());
export const isNo = (text: string) => NO.test(text.trim());

/** Requests outside what the assistant does, with the polite answer to each. */
const REFUSALS: [RegExp, string][] = [
  [/\b(publish|go live|make it live|put it live|launch it|make it public)\b/i, M.publish],
  [/\b(refunds?|refunded|chargebacks?|cancel (?:my |an |the |their )?(?:order|booking|ticket)s?)\b/i, M.refund],
  [
    /\b(weather|jokes?|poems?|recipes?|essay|homework|password|bank account|payouts?|stocks?|translate|ignore (?:all |your |any |the )?(?:previous |prior |above )?(?:instructions|rules)|system prompt|another (?:owner|organi[sz]ation|account)|delete (?:an?|the|my|all) (?:events?|account))\b/i,
    M.outside,
  ],
];

/** The polite refusal a message calls for, or null. */
export function refusalFor(text: string): string | null {
  return REFUSALS.find(([pattern]) => pattern.test(text))?.[1] ?? null;
}
