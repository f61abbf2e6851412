import type { LocalizedText, SpecChoice, SpecDimension } from '../db/schema.ts';

/** A catalogue text in `lang`, else English. */
export function textIn(text: LocalizedText, lang: string): string {
  return text[lang] ?? text.en;
}

/** The chosen value of each specification dimension of a SKU (options are value indexes, one per dimension). */
export function specChoices(specs: SpecDimension[], options: number[]): SpecChoice[] {
  return specs.flatMap((dimension, index) => {
    const value = dimension.values[options[index] ?? -1];
    return value ? [{ name: dimension.name, value }] : [];
  });
}

/** "Red · XL": the values only, as carts and orders show them under the title. */
export function specLine(choices: SpecChoice[], lang: string): string {
  return choices.map((choice) => textIn(choice.value, lang)).join(' · ');
}
