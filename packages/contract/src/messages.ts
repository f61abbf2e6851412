import en from './messages/en.json' with { type: 'json' };

/** The server-message catalogue: English is the source and the type; every language has the same keys. */
export type MessageCatalogue = typeof en;

/** Dotted keys of the catalogue, e.g. "validation.emailInvalid". */
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
export type MessageKey = Leaves<MessageCatalogue>;

export { en };
