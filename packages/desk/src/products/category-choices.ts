/** A category as both desks read it: the console's (names in five languages) and the seller center's (one name). */
export interface CategoryInTree {
  id: number;
  parent_id: number | null;
}

/**
 * The categories a product can sit on, for the editor's picker and the list's filter: the leaves (a category without
 * subcategories), each subcategory named under its parent ("Electronics › Phones"), parents' groups in their order.
 */
export function leafCategoryChoices<C extends CategoryInTree>(
  categories: readonly C[],
  nameOf: (category: C) => string,
): { id: number; name: string }[] {
  const byId = new Map(categories.map((category) => [category.id, category]));
  const parents = new Set(categories.flatMap((category) => (category.parent_id === null ? [] : [category.parent_id])));
  const choices: { id: number; name: string }[] = [];
  for (const category of categories) {
    if (category.parent_id !== null || !parents.has(category.id)) {
      if (category.parent_id === null) choices.push({ id: category.id, name: nameOf(category) });
      continue;
    }
    for (const child of categories) {
      if (child.parent_id === category.id)
        choices.push({ id: child.id, name: `${nameOf(category)} › ${nameOf(child)}` });
    }
  }
  // A subcategory whose parent the list does not hold (hidden from this reader) still names itself.
  for (const category of categories) {
    if (category.parent_id !== null && !byId.has(category.parent_id))
      choices.push({ id: category.id, name: nameOf(category) });
  }
  return choices;
}

/** Choices as a Select's options. */
export function categoryOptions(choices: readonly { id: number; name: string }[]): { value: number; label: string }[] {
  return choices.map((choice) => ({ value: choice.id, label: choice.name }));
}
