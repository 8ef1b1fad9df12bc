// The rule is shared with the server's check-in (a pass's or punch card's date when the door names none).
export { doorOccurrence } from '../../../domain/admission.ts';
