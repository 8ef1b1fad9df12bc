export { assertInvitee, countResend, deliverInvitation, invitedAddress } from './invitations.ts';
