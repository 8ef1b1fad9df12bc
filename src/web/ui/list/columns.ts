import { createColumnHelper, metaHelper, rowSortingFeature, tableFeatures, type ColumnHelper, type RowData } from '@tanstack/react-table';
import { LIST_TEXTS } from './texts.ts';

/** Where a column goes in the phone layout (one card per row): see ListCards. */
export type CardPlace = 'title' | 'corner' | 'field' | 'hidden';

export interface ListColumnMeta {
  /** Phone layout: 'title' leads the card, 'corner' sits top right (the row menu), 'field' is a labelled line (default). */
  card?: CardPlace;
  align?: 'left' | 'right';
  /** A fixed width on wide screens (the row menu's column). */
  width?: number;
  /**
   * Phone layout: the field takes a whole line (long values such as e-mail addresses) instead of half of one. On wide
   * screens its cells, as the title's, break a long unbroken value anywhere (the other columns keep whole words).
   */
  cardWide?: boolean;
  /** The name of a column whose header shows nothing (the row menu: 'Actions', read by screen readers only). */
  srLabel?: string;
}

/**
 * Why one feature set for every list: sorting is the only table feature the lists use, and it is server-side
 * (manualSorting), so rows arrive in order and the table only keeps which column is sorted which way.
 */
export const listFeatures = tableFeatures({ rowSortingFeature, columnMeta: metaHelper<ListColumnMeta>() });
export type ListFeatures = typeof listFeatures;

/**
 * A column of a kit list of T, whatever its value type: the element type of `helper.columns([...])`, which is how
 * lists declare their columns (accessor columns keep their value types inside, the array holds them all).
 */
export type ListColumn<T extends RowData> = ReturnType<ColumnHelper<ListFeatures, T>['columns']>[number];

/** The typed column helper for rows of T: `const col = listColumnHelper<Row>()`, then col.display({...}). */
export const listColumnHelper = <T extends RowData>() => createColumnHelper<ListFeatures, T>();

/** The row menu's column: no visible header, 'Actions' to screen readers, the card's top-right corner on phones. */
export const ACTIONS_META: ListColumnMeta = { card: 'corner', width: 56, srLabel: LIST_TEXTS.actions };
