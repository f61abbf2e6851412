import { type FieldName, PARCEL_FIELDS } from './product-form.ts';

/** A problem as the editor shows it: on its field, and as a line of the save bar's list. */
export interface ShownIssue {
  name: FieldName;
  /** The translated message. */
  message: string;
  /** Which field, in words ("Title (English)", "Red / S: Price"). */
  label: string;
}

/** Names that are no input of their own: the editor shows their problems beside the list or section. */
export function isListName(name: FieldName): boolean {
  return (
    name.length === 0 ||
    (name.length === 1 && (name[0] === 'specs' || name[0] === 'skus')) ||
    (name[0] === 'specs' && name[2] === 'values' && name.length === 3)
  );
}

export const sameName = (a: FieldName, b: FieldName) => a.length === b.length && a.every((part, i) => part === b[i]);

const startsWith = (path: FieldName, prefix: FieldName) =>
  prefix.length <= path.length && prefix.every((part, i) => part === path[i]);

/**
 * The paths of the fields a change touched, from antd's `onValuesChange` (a sparse copy of the values holding only
 * what changed); an emptied list or object is a path of its own.
 */
export function changedPaths(changed: unknown, path: FieldName = []): FieldName[] {
  if (typeof changed !== 'object' || changed === null) return [path];
  const keys = Object.keys(changed);
  if (keys.length === 0) return [path];
  return keys.flatMap((key) =>
    changedPaths((changed as Record<string, unknown>)[key], [...path, Array.isArray(changed) ? Number(key) : key]),
  );
}

/**
 * Whether an edit at one of `paths` answers `issue`: an edit of the field itself or of anything inside its list.
 * The product-wide problems ([]) stay until the next save.
 */
export function answeredBy(issue: ShownIssue, paths: readonly FieldName[]): boolean {
  return issue.name.length > 0 && paths.some((path) => startsWith(path, issue.name));
}

/** The fields in the order the page shows them; the product as a whole last. */
const PAGE_ORDER = [
  'shop_id',
  'category_id',
  'code',
  'on_sale',
  'title',
  'description',
  'images',
  'specs',
  'skus',
  ...PARCEL_FIELDS,
];

/** Issues in the order of the page, so the save bar's list reads from top to bottom (stable within a field). */
export function inPageOrder<T extends { name: FieldName }>(issues: readonly T[]): T[] {
  const rank = (issue: T) => {
    const index = PAGE_ORDER.indexOf(String(issue.name[0]));
    return index < 0 ? PAGE_ORDER.length : index;
  };
  return [...issues].sort((a, b) => rank(a) - rank(b));
}
