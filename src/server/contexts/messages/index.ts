export { recipientMails } from './recipient-mails.ts';
