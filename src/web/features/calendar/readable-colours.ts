import type { CalendarOptions } from '../../../domain/calendar.ts';
import { contrastRatio } from '../../app/contrast.ts';

/** WCAG AA for text: the highlight colour writes dates, tags and text buttons on the background. */
const TEXT_CONTRAST = 4.5;

/**
 * The owner's colours with a highlight that can be read: a highlight under 4.5:1 on the background (the builder lets
 * an owner pick any pair) gives way to the text colour, which the owner chose to be read on it.
 */
export function readableColours(options: CalendarOptions): CalendarOptions {
  const readable = contrastRatio(`#${options.highlColor}`, `#${options.bgColor}`) >= TEXT_CONTRAST;
  return readable ? options : { ...options, highlColor: options.textColor };
}
