import { act, cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useTranslation } from './use-translation';

const i18n = i18next.createInstance();

beforeEach(async () => {
  await i18n.init({
    lng: 'en',
    fallbackLng: false,
    ns: ['home'],
    defaultNS: 'common',
    resources: {
      en: { common: { hello: 'Hello' }, home: { title: 'Restaurants' } },
      km: { common: { hello: 'សួស្តី' }, home: { title: 'ភោជនីយដ្ឋាន' } },
    },
    interpolation: { escapeValue: false },
  });
});
afterEach(() => cleanup());

const seenTs = new Set<unknown>();
function Title({ namespace }: { namespace?: string }) {
  const { t, i18n: instance } = useTranslation(namespace);
  seenTs.add(t);
  return (
    <p>
      {namespace ? t('title') : t('hello')} ({instance.language})
    </p>
  );
}

const withI18n = (node: React.ReactNode) => render(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);

describe('useTranslation', () => {
  it('translates in the namespace asked for, else the default one', () => {
    withI18n(
      <>
        <Title namespace="home" />
        <Title />
      </>,
    );
    expect(screen.getByText('Restaurants (en)')).toBeTruthy();
    expect(screen.getByText('Hello (en)')).toBeTruthy();
  });

  it('draws again, with a new t, when the language changes', async () => {
    seenTs.clear();
    withI18n(<Title namespace="home" />);
    const before = seenTs.size;
    await act(async () => {
      await i18n.changeLanguage('km');
    });
    expect(screen.getByText('ភោជនីយដ្ឋាន (km)')).toBeTruthy();
    expect(seenTs.size).toBeGreaterThan(before);
  });

  it('draws again when a catalogue arrives after the first render', async () => {
    withI18n(<Title namespace="pages" />);
    expect(screen.getByText('title (en)')).toBeTruthy();
    await act(async () => {
      i18n.addResourceBundle('en', 'pages', { title: 'About Spey' });
      i18n.emit('loaded', { en: ['pages'] });
    });
    expect(screen.getByText('About Spey (en)')).toBeTruthy();
  });
});
