import { SEAT_WORDS } from './texts.ts';
import type { SeatPlace } from './types.ts';

const MAX_KEY = 80;

/** Labels may hold any character: escaping the separator keeps section/row/seat apart ('A/B','C' vs 'A','B/C'). */
const escapeLabel = (label: string) => label.replace(/[\\/]/g, (c) => `\\${c}`);

/** Two 32-bit FNV-1a passes with different seeds: 16 hex digits for the rare key too long to spell out. */
function digest(text: string): string {
  const pass = (seed: number) => {
    let h = seed;
    for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
    return (h >>> 0).toString(16).padStart(8, '0');
  };
  return pass(0x811c9dc5) + pass(0x9e3779b9);
}

/**
 * A seat's key: its section, row (or table) and seat labels, 'Orchestra/A/12'. Holds, tickets and blocks refer to
 * it, so it depends on the labels only (moving a row keeps its keys). Labels are at most 20 characters, so a key
 * is at most 62 unless escapes lengthen it; past 80 it keeps a readable head and ends with a digest of the whole.
 * `validateChart` refuses a chart where two seats share a key, whatever the cause.
 */
export function seatKey(section: string, group: string, seat: string): string {
  const key = [section, group, seat].map(escapeLabel).join('/');
  return key.length <= MAX_KEY ? key : `${key.slice(0, MAX_KEY - 17)}#${digest(key)}`;
}

/** A standing area's key: its label (no unescaped '/', so never a seat's key). */
export function areaKey(label: string): string {
  return `area:${escapeLabel(label.trim())}`;
}

/** 'Row A' for label 'A', but 'Table 4' (not 'Table Table 4') when the label already starts with the word. */
function groupName(word: string, label: string): string {
  return label.toLowerCase().startsWith(word.toLowerCase()) ? label : `${word} ${label}`;
}

/** 'Orchestra, Row A, Seat 12' / 'Table 4, Seat 2': the section first when there is one. */
export function seatDisplay(place: Pick<SeatPlace, 'section' | 'group' | 'groupKind' | 'seat'>): string {
  const group = place.group ? groupName(place.groupKind === 'table' ? SEAT_WORDS.table : SEAT_WORDS.row, place.group) : '';
  return [place.section, group, `${SEAT_WORDS.seat} ${place.seat}`].filter(Boolean).join(', ');
}
