import type { CartItemDto } from '@shop/contract/cart';

export interface Selection {
  /** Every line that can be bought is selected (and there is at least one). */
  all: boolean;
  /** At least one line is selected. */
  some: boolean;
  /** The lines a checkbox acts on: unavailable lines are never selected. */
  selectableIds: number[];
  selectedIds: number[];
}

/** The state of a "select all" checkbox over some lines (a shop's, or the whole cart's). */
export function selectionOf(items: readonly CartItemDto[]): Selection {
  const selectable = items.filter((item) => item.available);
  const selected = selectable.filter((item) => item.selected);
  return {
    all: selectable.length > 0 && selected.length === selectable.length,
    some: selected.length > 0,
    selectableIds: selectable.map((item) => item.id),
    selectedIds: selected.map((item) => item.id),
  };
}
