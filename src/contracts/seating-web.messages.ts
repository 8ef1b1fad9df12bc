/**
 * The seat-chart list and designer's texts (issue 32, management). Plain values without zod, so the web imports
 * them. The validation issues' texts are the domain's (`chartIssueMessage`).
 */
import type { NumberingScheme } from '../domain/seating/index.ts';

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

export const SEAT_CHARTS_TEXTS = {
  title: 'Seat charts',
  description: 'Draw a room once and use it for every event held there. Events keep the chart as it was when they took it.',
  tableLabel: 'Seat charts',
  newChart: 'New chart',
  untitled: 'Untitled chart',
  columns: { name: 'Name', seats: 'Seats', standing: 'Standing', events: 'Events', updated: 'Last changed' },
  rowActions: (name: string) => `Actions for ${name}`,
  open: 'Open',
  copy: 'Copy',
  copied: 'Chart copied',
  delete: 'Delete',
  deleted: 'Chart deleted',
  deleteTitle: 'Delete this chart?',
  deleteText: (name: string, events: number) =>
    events > 0
      ? `"${name}" will be deleted. The ${plural(events, 'event', 'events')} that use it keep their own copy of the seats, so nothing sold moves.`
      : `"${name}" will be deleted. Events that use it keep their own copy of the seats.`,
  emptyTitle: 'No seat charts yet',
  emptyText: 'Draw your venue with rows, tables and standing areas, then use it for reserved seating at your events.',
  loadFailed: 'Failed to load the seat charts',
  createFailed: 'Failed to create the chart',
  actionFailed: 'Something went wrong, please try again',
} as const;

/** Tool and object kinds, as the toolbar and the properties panel name them. */
export const DESIGNER_TOOL_TEXTS = {
  toolbar: 'Drawing tools',
  select: 'Select and move',
  pan: 'Pan',
  row: 'Add straight row',
  curvedRow: 'Add curved row',
  roundTable: 'Add round table',
  rectTable: 'Add rectangular table',
  area: 'Add standing area',
  stage: 'Add stage or shape',
  text: 'Add text',
  undo: 'Undo',
  redo: 'Redo',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  fit: 'Fit to screen',
  delete: 'Delete selected',
  duplicate: 'Duplicate selected',
  copySection: 'Copy section',
} as const;

export const DESIGNER_TEXTS = {
  notFound: 'This seat chart does not exist or was deleted',
  loading: 'Loading the seat chart',
  heading: (name: string) => `Seat chart designer: ${name}`,
  loadFailed: 'Failed to load the seat chart',
  back: 'Seat charts',
  name: 'Chart name',
  save: 'Save',
  saved: 'Chart saved',
  saveFailed: 'The chart could not be saved',
  canvasLabel: 'Chart drawing',
  canvasHelp:
    'Tab to an object to select it. Arrow keys move the selection (Shift: 10 times further), Delete removes it, Ctrl+A selects everything, Ctrl+D duplicates, Escape clears. With several selected, Shift+Enter takes the focused object out or puts it back, Enter selects it alone. Shift+click or drag a frame around objects to select several; click a seat of the selected row to change that seat.',
  deleteMany: {
    title: (n: number) => `Delete ${plural(n, 'object', 'objects')}?`,
    message: 'They are removed from the drawing. Undo (Ctrl+Z) brings them back until you leave the designer.',
    confirmLabel: 'Delete',
  },
  seatCount: (seats: number, standing: number) =>
    standing > 0 ? `${plural(seats, 'seat', 'seats')} · ${plural(standing, 'standing place', 'standing places')}` : plural(seats, 'seat', 'seats'),
  unsaved: 'Unsaved changes',
  allSaved: 'All changes saved',
  leave: {
    title: 'Leave the designer?',
    message: 'You have unsaved changes to this chart. They will be lost if you leave this page.',
    confirmLabel: 'Leave',
    cancelLabel: 'Stay',
  },
  zoom: (scale: number) => `${Math.round(scale * 100)}%`,
} as const;

/** The accessible names of drawn objects: 'Row A, 12 seats, Orchestra'. */
export const DESIGNER_OBJECT_NAMES = {
  row: (label: string, seats: number, section: string) => [`Row ${label}`, plural(seats, 'seat', 'seats'), section].filter(Boolean).join(', '),
  table: (label: string, seats: number, section: string) => [`Table ${label}`, plural(seats, 'seat', 'seats'), section].filter(Boolean).join(', '),
  area: (label: string, capacity: number) => `Standing area ${label}, ${plural(capacity, 'place', 'places')}`,
  shape: (label: string) => (label ? `Shape ${label}` : 'Shape'),
  stage: (label: string) => (label ? `Stage ${label}` : 'Stage'),
  text: (text: string) => `Text ${text}`,
} as const;

/** What a new object is called before the organizer names it. */
export const DESIGNER_DEFAULTS = {
  stage: 'Stage',
  text: 'Label',
  area: 'Standing',
  category: (n: number) => `Category ${n}`,
  /** The label of a copied section: 'Orchestra 2'. */
  sectionCopy: (section: string, n: number) => (section ? `${section} ${n}` : `Section ${n}`),
} as const;

export const DESIGNER_PROPERTIES_TEXTS = {
  title: 'Properties',
  nothingSelected: 'Select an object to change it, or add one with the tools.',
  section: 'Section',
  rowLabel: 'Row label',
  tableLabel: 'Table label',
  areaLabel: 'Area name',
  shapeLabel: 'Label',
  text: 'Text',
  textSize: 'Text size',
  seats: 'Seats',
  spacing: 'Seat spacing',
  curve: 'Curve',
  rotation: 'Rotation (degrees)',
  numbering: 'Seat numbering',
  /** Every numbering scheme, in the order the designer offers them. */
  schemes: { numeric: '1, 2, 3', odd: '1, 3, 5', even: '2, 4, 6', alpha: 'A, B, C' } satisfies Record<NumberingScheme, string>,
  start: 'First number',
  reversed: 'Number from the other end',
  category: 'Category',
  noCategory: 'No category',
  width: 'Width',
  height: 'Height',
  capacity: 'Capacity',
  shapeKind: 'Shape',
  shapes: { rectangle: 'Rectangle', ellipse: 'Ellipse', stage: 'Stage', round: 'Round' },
  /** Several objects selected. */
  selectedCount: (n: number) => `${plural(n, 'object', 'objects')} selected`,
  manyHelp: 'Drag one of them or use the arrow keys to move them together. The category goes to their rows, tables and areas.',
  mixed: 'Several categories',
} as const;

/** One seat of the selected row or table (a seat override). */
export const DESIGNER_SEAT_TEXTS = {
  pick: 'Change one seat',
  pickHint: 'Or click a seat of the selected row or table.',
  option: (label: string | null, index: number) => (label === null ? `Gap at position ${index + 1}` : `Seat ${label}`),
  group: (label: string | null, index: number, kind: 'row' | 'table', object: string) =>
    `${label === null ? `Gap at position ${index + 1}` : `Seat ${label}`} of ${kind} ${object}`,
  category: 'Category of this seat',
  sameAsObject: (kind: 'row' | 'table', category: string | null) => `Same as the ${kind}${category === null ? '' : ` (${category})`}`,
  gap: 'Gap: no seat here',
  gapHint: 'A gap keeps its place empty; the seats after it are numbered on.',
  reset: 'Reset this seat',
} as const;

export const DESIGNER_CATEGORY_TEXTS = {
  title: 'Categories',
  add: 'Add category',
  name: (n: number) => `Category ${n} name`,
  color: (name: string) => `Colour of ${name}`,
  remove: (name: string) => `Remove ${name}`,
  empty: 'No categories yet: add one, then give it to rows, tables and areas.',
} as const;

export const DESIGNER_ISSUE_TEXTS = {
  title: 'Checks',
  none: 'Ready for events: no problems found.',
  count: (n: number) => plural(n, 'problem', 'problems'),
} as const;
