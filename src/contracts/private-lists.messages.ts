/**
 * Private access list texts (content-management 2.5, 5 Private lists, 8 Lists; accounts-and-reporting 8 list
 * export): plain values without zod, so the web app can import them. The rules' texts live in
 * src/domain/private-lists.ts and are re-exported here.
 */
import { unableTo } from './errors.messages.ts';

export { PRIVATE_LIST_LIMITS, PRIVATE_LIST_RULE_MESSAGES, SHARE_CODE_LENGTH } from '../domain/private-lists.ts';
export type { BulkRowError } from '../domain/private-lists.ts';

const LIST_NOT_FOUND = 'Sorry! That list wasn’t found.';

/** Server answers of the lists API (docs/decisions/private-lists.md). */
export const PRIVATE_LIST_API_MESSAGES = {
  notFound: LIST_NOT_FOUND,
  memberNotFound: 'Sorry! That member wasn’t found.',
} as const;

/** The overview (content-management 2.5 Private access lists). */
export const PRIVATE_LISTS_TEXTS = {
  title: 'Private Access Lists',
  infoLabel: 'About private access lists',
  info:
    'Private access lists hold the e-mail addresses of the people you invite to secret parties and exclusive events. ' +
    'Link a list to a ticket type with the visibility "List": only people on the list (signed in with that verified ' +
    'e-mail address) see and buy those tickets. Each person on the list gets a personal share code by e-mail; friends ' +
    'who enter it at checkout can buy the tickets too, within the limit per code, and their orders show who brought them.',
  searchLabel: 'Search lists',
  searchPlaceholder: 'Search by list name',
  addList: 'Add List',
  tableLabel: 'Private access lists',
  columns: { name: 'List Name', userCount: '# of People', createdAt: 'Date Created' },
  /** The count under the list: '1 list', '12 lists'. */
  noun: ['list', 'lists'],
  noResults: 'No results',
  rowActions: (name: string) => `Actions for ${name}`,
  view: 'View',
  rename: 'Rename',
  delete: 'Delete',
  deleteQuestion: 'Are you sure you want to delete this list?',
  deleteText:
    'People on this list lose access to the tickets linked to it, and their share codes stop working. Orders they brought stay attributed to them.',
  deleteConfirm: 'Delete list',
  cancel: 'Cancel',
  deleted: 'List deleted successfully',
  deleteFailed: 'Failed to delete list',
  /** The delete failure modal (content-management 8 Lists). */
  deleteFailedTitle: (list: string) => `Unable to Delete "${list}"`,
  deleteFailedText: (message: string) =>
    `We encountered an issue while trying to delete the list. Please check your connection and try again. If the problem continues, contact support with this error message: ${message}`,
  ok: 'OK',
  loadFailed: unableTo('load your lists'),
} as const;

/** Create and rename (lists/new, lists/manage/{id}/edit). */
export const LIST_FORM_TEXTS = {
  createTitle: 'Add list',
  renameTitle: 'Rename',
  name: 'List Name',
  namePlaceholder: 'VIP guests',
  close: 'Close',
  save: 'Save',
  cancel: 'Cancel',
  created: 'List created successfully',
  renamed: 'List renamed successfully',
  createFailed: unableTo('create the list'),
  renameFailed: unableTo('rename the list'),
} as const;

/** Manage list (lists/manage/{id}): the list's figures, its members and the export. */
export const LIST_MANAGE_TEXTS = {
  people: '# of People',
  dateCreated: 'Date Created',
  notFound: LIST_NOT_FOUND,
  fetchFailed: 'Failed to fetch list',
  loading: 'Loading list',
  searchLabel: 'Search people',
  searchPlaceholder: 'Search by email or name',
  tableLabel: 'People on the list',
  columns: { email: 'Email', name: 'Name', action: 'Action' },
  /** The count under the members table: '1 person', '12 people'. */
  noun: ['person', 'people'],
  noResults: 'No results',
  remove: 'Remove',
  removeLabel: (email: string) => `Remove ${email}`,
  removed: 'User removed from the list',
  /** The remove failure modal (content-management 8 Lists). */
  removeFailedTitle: (list: string) => `Unable to Remove User from "${list}"`,
  removeFailedText: 'We encountered an issue while removing the user. Please try again later.',
  ok: 'OK',
  addEmails: 'Add Emails',
  bulkImport: 'Bulk Import',
  moreActions: 'More actions',
  exportCsv: 'Export CSV',
  /** The export's one column (accounts-and-reporting 8). */
  csvHeader: 'Email',
  csvFileName: (list: string) => `${list}.csv`,
  noUsersToExport: 'No users to export',
  exported: (n: number) => `${n} users exported successfully`,
  exportFailed: unableTo('export the list'),
  back: 'Back to lists',
} as const;

/** Add Emails (lists/add-emails). */
export const ADD_EMAILS_TEXTS = {
  title: 'Add Emails',
  emailLabel: (n: number) => `Email ${n}`,
  emailPlaceholder: 'name@example.com',
  removeInput: (n: number) => `Remove email ${n}`,
  addMore: 'Add more email addresses',
  submit: 'Add Emails',
  cancel: 'Cancel',
  close: 'Close',
  added: 'Emails added successfully',
  addFailed: unableTo('add the emails'),
} as const;

/** Bulk Import (lists/bulk-import): the file, its rows with their errors, and the import. */
export const BULK_IMPORT_TEXTS = {
  title: 'Bulk Import',
  chooseFile: 'Choose a CSV file',
  fileHint: 'The first column of each row is the e-mail address.',
  noFile: 'Please select a file with emails to import',
  invalidFormat: 'Invalid file format. Please upload a CSV file.',
  readError: (reason: string) => `Error reading file: ${reason}`,
  parsing: 'Reading the file',
  /** The file's first row had no '@': taken as the column's header (docs/decisions/private-lists.md). */
  headerSkipped: (cell: string) => `The first row, “${cell}”, is not an e-mail address: it was read as the column’s header and skipped.`,
  validRows: (n: number) => (n === 1 ? '1 valid email' : `${n} valid emails`),
  errorRows: (n: number) => (n === 1 ? '1 row with an error' : `${n} rows with errors`),
  rowLabel: (n: number) => `Row ${n}`,
  fixRow: 'Move to the valid list',
  removeRow: 'Remove row',
  discard: 'Discard file',
  submit: (n: number) => (n === 1 ? 'Import 1 email' : `Import ${n.toLocaleString('en-US')} emails`),
  cancel: 'Cancel',
  close: 'Close',
  added: 'Emails added successfully',
  importFailed: unableTo('import the emails'),
} as const;

/** The e-mail a person gets when added to a list: their share code and what it is for (docs/decisions/private-lists.md). */
export const SHARE_CODE_MAIL = {
  subject: (owner: string) => `You're on ${owner}'s private access list on Ovation`,
  added: (owner: string, list: string) => `${owner} added you to their private access list "${list}" on Ovation.`,
  access: (email: string) => `Sign in to Ovation with ${email} (verified) to see and buy the exclusive tickets for people on the list.`,
  codeIntro: 'Your personal share code:',
  share:
    'Share it with friends: when they enter it at checkout, they can buy the list’s tickets too (up to the limit per code), and the organizer sees that they came through you.',
  ticketPage: 'You also find the code on your ticket page once you have a ticket.',
} as const;
