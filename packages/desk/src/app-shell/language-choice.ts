import { LANGUAGES, type LangCode } from '@shop/contract/languages';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDeskI18n } from './desk-providers.tsx';

/** Each language in its own name, so someone who cannot read the current one still finds theirs. */
export const NATIVE_NAMES = Object.fromEntries(LANGUAGES.map((l) => [l.file_name, l.language_name])) as Record<
  LangCode,
  string
>;

/**
 * What both language switches do: the languages the app offers, the one on screen, and a switch that loads the new
 * one's strings and then refetches what is on screen, so server-made texts (messages, names the server picks by the
 * `lang` header) follow it too.
 */
export function useLanguageChoice() {
  const desk = useDeskI18n();
  const queryClient = useQueryClient();
  // The language being switched to, shown as chosen while its strings load.
  const [pending, setPending] = useState<LangCode>();
  const current = desk.language();
  return {
    languages: desk.languages,
    /** The language on screen, or the one on its way. */
    current: pending ?? current,
    switching: pending !== undefined,
    choose(lang: LangCode) {
      // One switch at a time: a second choice while the first loads is dropped.
      if (lang === current || pending !== undefined) return;
      setPending(lang);
      void desk
        .changeLanguage(lang)
        .then(() => queryClient.invalidateQueries())
        .catch(() => undefined)
        .finally(() => setPending(undefined));
    },
  };
}
