/**
 * Global promo code texts and constants (content-management 2.6, 4, 5 Global promo codes, 8 Promo codes, 9): plain
 * values without zod, so the web app can import them. The rules' texts live in src/domain/promo-codes.ts and are
 * re-exported here; 'Code Not Combinable' is the checkout's (CHECKOUT_MESSAGES in src/domain/checkout.ts).
 */
import { format } from 'date-fns';
import { unableTo } from './errors.messages.ts';

export {
  PROMO_APPLICATION_TYPES,
  PROMO_BULK_MESSAGES,
  PROMO_CODE_LIMITS,
  PROMO_SCOPES,
  PROMO_SORTS,
  PROMO_STATUSES,
  PROMO_VALIDATION_MESSAGES,
  applicationTypeOf,
  scopeOf,
} from '../domain/promo-codes.ts';
export type { PromoApplicationType, PromoScope, PromoSort, PromoStatus } from '../domain/promo-codes.ts';

/** 'dd.MM.yyyy' of a future code's start, in the viewer's zone. */
const activationDate = (startsAt: Date) => format(startsAt, 'dd.MM.yyyy');

/** The global promo codes list (content-management 2.6, 4). */
export const PROMO_LIST_TEXTS = {
  title: 'Global promo codes',
  search: 'Search codes',
  addCode: 'Add code',
  bulkImport: 'Bulk import',
  columns: { code: 'Code', discount: 'Discount', uses: 'Uses', status: 'Status' },
  noResults: 'No results',
  /** Uses against the cap: '3 / 10', or '3 / Unlimited'. */
  uses: (uses: number, cap: number | null) => `${uses} / ${cap == null ? 'Unlimited' : cap}`,
  percentOff: (percent: number) => `${percent}%`,
  status: {
    expired: 'Expired',
    active: 'Active',
    /** A future code: 'Activates on dd.MM.yyyy'. */
    activatesOn: (startsAt: Date) => `Activates on ${activationDate(startsAt)}`,
  },
  edit: 'Edit',
  delete: 'Delete',
  deleteQuestion: (code: string) => `Delete the promo code ${code}?`,
  deleteText: 'Buyers can no longer use it. Orders that used it keep it on record.',
  deleteConfirm: 'Delete code',
  cancel: 'Cancel',
  /** The footer's count through the list kit ('1 code', '{n} codes'). */
  noun: ['code', 'codes'] as const,
  rowActions: (code: string) => `Actions for ${code}`,
} as const;

/** The new, edit and bulk import form (content-management 3 Promo form fields, 4, 5). */
export const PROMO_FORM_TEXTS = {
  newTitle: 'Add code',
  editTitle: 'Edit code',
  bulkTitle: 'Bulk import',
  close: 'Close',
  code: 'Code',
  codeHint: 'Letters and numbers, up to 10 characters',
  generate: 'Generate code',
  uploadedCodes: 'Codes file',
  uploadHint: 'A CSV file with one code per line (6 to 10 letters and numbers)',
  chooseFile: 'Choose a CSV file',
  removeFile: 'Remove file',
  discount: 'Discount',
  discountAmount: 'Discount amount',
  discountPercentage: 'Discount percentage',
  usageLimit: 'Usage limit',
  unlimited: 'Unlimited',
  startDate: 'Start date',
  startTime: 'Start time',
  hasEndDate: 'Set an end date',
  endDate: 'End date',
  endTime: 'End time',
  /** The time picker (hh:mm AM/PM, 30-minute steps). */
  timePlaceholder: 'hh:mm AM/PM',
  noTimesAvailable: 'No times available',
  appliesTo: 'Applies to',
  applicationTypes: { all: 'All events', category: 'Events of some categories' },
  categories: 'Categories',
  selectAll: 'Select All',
  deselectAll: 'Deselect All',
  save: 'Save',
  create: 'Create code',
  createBulk: 'Create codes',
  cancel: 'Cancel',
  /** The form's page could not load the owner's currency or the categories. */
  loadFailed: unableTo('load the promo code form'),
  /** A save that failed without the server's own messages (content-management 8: 'Unable to {action}...'). */
  saveFailed: unableTo('save this promo code'),
  bulkFailed: unableTo('create these promo codes'),
} as const;

const TAKEN_SHOWN = 20;

/** The success and failure texts of the promo code calls (content-management 8 Promo codes, 2.6). */
export const PROMO_CODE_MESSAGES = {
  created: 'Promo code created successfully',
  updated: 'Promo code updated successfully',
  bulkCreated: 'Promo codes created successfully',
  deleted: 'Promo code deleted successfully',
  listFailed: 'Failed to get promo codes',
  getFailed: 'Failed to get promo code',
  deleteFailed: unableTo('delete this promo code'),
  notFound: 'No promo code found',
  /** The code is taken by another live code of the owner (a global or an event code). */
  codeTaken: (code: string) => `The code ${code} is already in use. Please choose another code.`,
  /** Bulk import: codes already used by the owner's live codes (the first 20 named). */
  codesTaken: (codes: readonly string[]) => {
    const more = codes.length - TAKEN_SHOWN;
    return `These codes are already in use: ${codes.slice(0, TAKEN_SHOWN).join(', ')}${more > 0 ? ` and ${more} more` : ''}`;
  },
} as const;
