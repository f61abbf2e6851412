/** The keys of the bulk edit's words in a desk's products namespace (docs/desk-kit.md#what-the-kit-holds). */
export type ProductBulkKey = `bulk.${
  | 'selected'
  | 'clear'
  | 'onSale'
  | 'offSale'
  | 'price'
  | 'tooMany'
  | 'priceTitle'
  | 'percent'
  | 'percentHelp'
  | 'previewUp'
  | 'previewDown'
  | 'apply'
  | 'reportTitle'
  | 'changed'
  | 'refused'
  | 'allChanged'
  | 'someRefused'
  | 'product'
  | 'newPrice'
  | 'status'
  | 'reason'}`;

/** What the words of the bulk edit may fill in. */
export type ProductBulkValues = Partial<Record<'count' | 'max' | 'percent' | 'title' | 'from' | 'to', string | number>>;

/** The bulk edit's own words, and the list's sale states for its report. */
export type ProductBulkWords = (
  key: ProductBulkKey | `status.${'onSale' | 'offSale'}`,
  values?: ProductBulkValues,
) => string;
