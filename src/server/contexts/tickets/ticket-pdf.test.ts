import { describe, expect, it } from 'vitest';
import type { TicketView } from '../../../contracts/tickets.ts';
import { renderPdf, TICKET_PDF_LANG } from './ticket-pdf.ts';

/** One active ticket as the ticket page's view gives it (only what the PDF reads matters). */
const ticket: TicketView = {
  id: '00000000-0000-4000-8000-000000000001',
  orderItemId: '00000000-0000-4000-8000-000000000001',
  orderId: '00000000-0000-4000-8000-000000000002',
  eventId: '00000000-0000-4000-8000-000000000003',
  eventName: 'Jazz Night',
  firstName: 'Ada',
  lastName: 'Lovelace',
  ticket: 'Stalls',
  seat: null,
  code: 'K7Q2XM',
  qrCodeUrl: '/api/qr-code?data=secret-token&size=208',
  status: 'active',
  active: true,
  canceledAt: null,
  refundedAt: null,
  transferredTo: null,
  transferredAt: null,
  inactiveText: null,
  checkedInAt: null,
  transferAllowed: true,
  cancelAllowed: true,
  refundsAllowed: false,
  canTransfer: false,
  canCancel: false,
  broadcastId: null,
  broadcastUrl: null,
  attendanceType: 'in_person',
  theme: 'light',
  locationSetting: 'venue',
  location: { name: 'Lovelace Hall', address: '1 Analytical Row', mapUrl: null },
  event: { startsAt: '2025-04-05T18:00:00Z', endsAt: '2025-04-05T21:00:00Z', doorTime: null, timezone: 'Europe/London' },
  startsAtText: 'Sat, 5 Apr 2025, 7:00 PM',
  doorTimeText: null,
  orderAnswers: [],
  customUserListData: null,
  admission: null,
} as TicketView;

/** A PDF string as pdfkit writes non-ASCII text: UTF-16BE with its byte-order mark, in hex or literal form. */
const utf16 = (text: string) => Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(text, 'utf16le').swap16()]);

describe('the tickets PDF for screen readers (issue 29)', () => {
  it('names its title (shown instead of the file name) and its language', async () => {
    const pdf = await renderPdf([ticket], 'Tickets – Jazz Night');
    const raw = pdf.toString('latin1');
    expect(pdf.includes(utf16('Tickets – Jazz Night'))).toBe(true);
    expect(raw).toContain(`/Lang (${TICKET_PDF_LANG})`);
    expect(raw).toMatch(/\/DisplayDocTitle true/);
  });

  it('is tagged: a structure tree with the heading, the paragraphs and the QR code as a figure with its text', async () => {
    const raw = (await renderPdf([ticket, { ...ticket, firstName: 'Grace', lastName: 'Hopper', code: 'P3WR9T' }], 'Tickets – Jazz Night')).toString(
      'latin1',
    );
    expect(raw).toMatch(/\/MarkInfo \d+ 0 R/);
    expect(raw).toMatch(/\/Marked true/);
    expect(raw).toMatch(/\/StructTreeRoot \d+ 0 R/);
    expect(raw.match(/\/S \/H1\b/g)).toHaveLength(2);
    expect(raw).toMatch(/\/S \/P\b/);
    expect(raw.match(/\/S \/Figure\b/g)).toHaveLength(2);
    expect(raw).toContain('/Alt (QR code of ticket K7Q2XM)');
    expect(raw).toContain('/Alt (QR code of ticket P3WR9T)');
  });
});

describe('waivers on the tickets PDF (issue 34)', () => {
  const waiver = {
    title: 'Waiver',
    answer: 'agreed',
    agreedAt: '2025-04-01T09:30:00Z',
    agreedAtText: '1 Apr 2025, 10:30 AM',
    terms: 'At my own risk.',
  };
  it('prints an agreed waiver as its own titled section; other answers and rejected terms are not printed', async () => {
    const withWaiver = (await renderPdf([{ ...ticket, orderAnswers: [waiver] }], 'Tickets')).toString('latin1');
    expect(withWaiver.match(/\/S \/H2\b/g)).toHaveLength(1);
    expect(withWaiver).toContain('/T (Waiver)');
    const other = { title: 'Diet', answer: 'None', agreedAt: null, agreedAtText: null, terms: null };
    const without = (await renderPdf([{ ...ticket, orderAnswers: [other, { ...waiver, answer: 'rejected' }] }], 'Tickets')).toString('latin1');
    expect(without).not.toMatch(/\/S \/H2\b/);
  });
});
