import QRCode from 'qrcode';
import { QR_SIZE_MAX, QR_SIZE_MIN } from '../../../contracts/tickets.ts';

export const clampQrSize = (size: number) => Math.min(QR_SIZE_MAX, Math.max(QR_SIZE_MIN, Math.round(size)));

/** A QR code as a PNG of `size` x `size` pixels (clamped), with a one-module quiet zone. */
export function qrPng(data: string, size: number): Promise<Buffer> {
  // width + 0.5: the library floors a float product (208 would come out 207); scale 1 applies when the symbol
  // needs more pixels than asked (long data at small sizes).
  return QRCode.toBuffer(data, { type: 'png', width: clampQrSize(size) + 0.5, scale: 1, margin: 1, errorCorrectionLevel: 'M' });
}
