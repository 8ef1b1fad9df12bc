import fs from 'node:fs';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { SHARED_TEXTS } from '../../../contracts/tickets.messages.ts';
import { TICKET_PAGE_TEXTS, type TicketView } from '../../../contracts/tickets.ts';
import type { Queryable } from '../../platform/db/client.ts';
import { buyerTicketViews } from './ticket-page.service.ts';

/**
 * The tickets PDF: one page per active ticket with the event name, the QR code, holder, ticket, seat, start and
 * doors in the event's zone, location and the short door code. DejaVu Sans is embedded when the system has it
 * (names in any European script); otherwise the built-in Helvetica (Latin-1 only).
 *
 * Confirmation e-mails render one per order, so a rush renders hundreds a minute: the fonts are parsed once per
 * process (pdfkit takes a parsed fontkit font, though its types only name paths and buffers) and the QR code is
 * drawn as vector squares rather than a PNG to encode and decode (about 7 ms a PDF instead of 65).
 */
const FONT_DIR = '/usr/share/fonts/truetype/dejavu';
/** A standard font's name, or a parsed font typed as the name pdfkit's types expect. */
let fonts: { regular: string; bold: string } | undefined;
function loadFonts() {
  if (fonts) return fonts;
  const parse = (file: string) => fontkit.create(fs.readFileSync(`${FONT_DIR}/${file}`)) as unknown as string;
  fonts =
    fs.existsSync(`${FONT_DIR}/DejaVuSans.ttf`) && fs.existsSync(`${FONT_DIR}/DejaVuSans-Bold.ttf`)
      ? { regular: parse('DejaVuSans.ttf'), bold: parse('DejaVuSans-Bold.ttf') }
      : { regular: 'Helvetica', bold: 'Helvetica-Bold' };
  return fonts;
}

const QR_POINTS = 200;

/**
 * Read aloud as English (the tickets' words are); a screen reader picks its voice from this. WCAG 3.1.1 and PDF/UA
 * want it in the catalog, with the title shown instead of the file name (DisplayDocTitle).
 */
export const TICKET_PDF_LANG = 'en';

/** The QR code as filled squares (one rectangle per run of dark modules in a row), with a one-module quiet zone. */
function drawQr(doc: PDFKit.PDFDocument, data: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(data, { errorCorrectionLevel: 'M' });
  const n = modules.size;
  const unit = size / (n + 2);
  for (let row = 0; row < n; row++) {
    for (let col = 0; col < n; col++) {
      if (!modules.get(row, col)) continue;
      const start = col;
      while (col + 1 < n && modules.get(row, col + 1)) col++;
      doc.rect(x + (start + 1) * unit, y + (row + 1) * unit, (col - start + 1) * unit, unit);
    }
  }
  doc.fillColor('#000000').fill();
}

/**
 * A tagged A4 document in our fonts ('regular', 'bold'): `tag` draws one structure element, `finish` ends it and
 * answers the bytes. Tagged (PDF 1.7): a screen reader follows the structure (headings, paragraphs, figures with
 * their text) in reading order. Our font is the default, or pdfkit parses Helvetica's metrics for every document.
 */
export function taggedPdf(title: string, options: { margin?: number } = {}) {
  const { regular, bold } = loadFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margin: options.margin ?? 50,
    autoFirstPage: false,
    font: regular,
    info: { Title: title, Creator: 'Ovation' },
    lang: TICKET_PDF_LANG,
    displayTitle: true,
    tagged: true,
    pdfVersion: '1.7',
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', () => resolve());
    doc.on('error', reject);
  });
  const root = doc.struct('Document');
  doc.addStructure(root);
  /** Draws `draw` as one structure element of the document (its content is tagged as it is drawn). */
  const tag = (type: string, draw: () => void, tagOptions: { alt?: string; title?: string } = {}) => root.add(doc.struct(type, tagOptions, draw));
  const finish = async () => {
    root.end();
    doc.end();
    await finished;
    return Buffer.concat(chunks);
  };
  return { doc, tag, finish };
}

export async function renderPdf(tickets: TicketView[], title: string): Promise<Buffer> {
  const { doc, tag, finish } = taggedPdf(title);
  if (!tickets.length) {
    doc.addPage();
    tag('P', () => doc.font('regular').fontSize(14).text(TICKET_PAGE_TEXTS.noActiveTickets));
  }
  tickets.forEach((t, i) => {
    doc.addPage();
    const left = doc.page.margins.left;
    const width = doc.page.width - left - doc.page.margins.right;
    tag('H1', () => doc.font('bold').fontSize(22).fillColor('#111111').text(t.eventName, left, 50, { width }));
    tag('P', () =>
      doc
        .font('regular')
        .fontSize(10)
        .fillColor('#666666')
        .text(TICKET_PAGE_TEXTS.pager(i + 1, tickets.length), { width }),
    );
    const qrTop = doc.y + 16;
    tag('Figure', () => drawQr(doc, qrData(t), left + (width - QR_POINTS) / 2, qrTop, QR_POINTS), { alt: TICKET_PAGE_TEXTS.qrAlt(t.code) });
    doc.y = qrTop + QR_POINTS + 6;
    tag('P', () => doc.font('regular').fontSize(11).fillColor('#333333').text(t.code, left, doc.y, { width, align: 'center', characterSpacing: 2 }));
    doc.moveDown(1.5);

    const holder = [t.firstName, t.lastName].filter(Boolean).join(' ');
    if (holder) tag('P', () => doc.font('bold').fontSize(16).fillColor('#111111').text(holder, left, doc.y, { width }));
    tag('P', () => doc.font('regular').fontSize(13).fillColor('#111111').text(t.ticket, left, doc.y, { width }));
    if (t.seat) tag('P', () => doc.text(SHARED_TEXTS.seat(t.seat!), { width }));
    doc.moveDown(0.8);
    tag('P', () => line(doc, 'Starts', `${t.startsAtText} (${t.event.timezone})`, width));
    if (t.doorTimeText) tag('P', () => line(doc, TICKET_PAGE_TEXTS.doorsOpenAt, t.doorTimeText!, width));
    tag('P', () => line(doc, 'Location', location(t), width));
    // Waivers the holder agreed to, with the words agreed to (the door may ask; issue 34).
    for (const a of t.orderAnswers.filter((x) => x.answer === 'agreed' && x.agreedAtText)) {
      doc.moveDown(0.4);
      tag('H2', () => doc.font('bold').fontSize(10).fillColor('#666666').text(a.title, left, doc.y, { width }), { title: a.title });
      tag('P', () => doc.font('regular').fontSize(10).fillColor('#111111').text(TICKET_PAGE_TEXTS.agreedOn(a.agreedAtText!), { width }));
      if (a.terms) tag('P', () => doc.font('regular').fontSize(8).fillColor('#444444').text(a.terms!, { width }));
    }
    doc.moveDown(1.5);
    // Only on the buyer's tickets: a holder's own ticket does not carry the order id (the buyer's capability).
    if (t.orderId) tag('P', () => doc.font('regular').fontSize(9).fillColor('#888888').text(`Order ${t.orderId}`, { width }));
  });
  return finish();
}

function line(doc: PDFKit.PDFDocument, label: string, value: string, width: number) {
  doc.font('bold').fontSize(10).fillColor('#666666').text(label, { width });
  doc.font('regular').fontSize(12).fillColor('#111111').text(value, { width });
  doc.moveDown(0.4);
}

function location(t: TicketView): string {
  if (t.locationSetting === 'tba') return TICKET_PAGE_TEXTS.locationTba;
  const text = [t.location.name, t.location.address].filter((x) => x && x.trim()).join(', ');
  if (text) return text;
  return t.attendanceType === 'online' ? 'Online' : TICKET_PAGE_TEXTS.locationTba;
}

/** What the QR code holds: the ticket's secret, taken from its qrCodeUrl. */
function qrData(t: TicketView): string {
  const url = new URL(t.qrCodeUrl!, 'http://x');
  return url.searchParams.get('data') ?? '';
}

/** The PDF of an order's active tickets (what the order link shows the buyer); the confirmation e-mail attaches it. */
export async function renderTicketsPdf(db: Queryable, orderId: string): Promise<Buffer> {
  const tickets = (await buyerTicketViews(db, orderId)).filter((t) => t.active);
  return renderPdf(tickets, tickets[0] ? `Tickets – ${tickets[0].eventName}` : 'Tickets');
}
