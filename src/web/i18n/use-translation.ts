import type { i18n as I18n, TFunction } from 'i18next';
import { useContext, useEffect, useMemo, useReducer } from 'react';
import { getI18n, I18nContext } from 'react-i18next';

/**
 * The translation hook every component uses, called with the component's catalogue namespace.
 *
 * It does what react-i18next's hook does for this app — `t` bound to the namespace, the component drawn
 * again (with a new `t`) when the language changes or a catalogue arrives — without that hook's copy of
 * the whole i18next instance for every component on its first render, which was the largest single cost
 * of drawing a page on the server (11% of a rendering) and a large one of hydrating it on a phone.
 */
export function useTranslation(namespace?: string): { t: TFunction; i18n: I18n } {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  const [version, redraw] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    i18n.on('languageChanged', redraw);
    i18n.on('loaded', redraw);
    return () => {
      i18n.off('languageChanged', redraw);
      i18n.off('loaded', redraw);
    };
  }, [i18n]);
  const language = i18n.language;
  const t = useMemo(
    () => i18n.getFixedT(language, namespace ?? null),
    // `version`: a new `t` after a language change or a catalogue load, as react-i18next gives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [i18n, language, namespace, version],
  );
  return { t, i18n };
}
