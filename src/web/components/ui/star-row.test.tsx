import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RatingStars } from '@/web/features/restaurants/components/rating-stars';
import { StarRating } from '@/web/features/reviews/components/star-rating';
import enRestaurants from '@/web/i18n/locales/en/restaurants.json';
import enReviews from '@/web/i18n/locales/en/reviews.json';
import { StarRow } from './star-row';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: false,
    ns: ['restaurants', 'reviews'],
    resources: { en: { restaurants: enRestaurants, reviews: enReviews } },
    interpolation: { escapeValue: false },
  });
});
afterEach(cleanup);

const withI18n = (node: React.ReactNode) => <I18nextProvider i18n={i18n}>{node}</I18nextProvider>;

describe('star ratings', () => {
  it('draw one decorative element with the rating in half stars', () => {
    const { container } = render(<StarRow fills={['full', 'full', 'full', 'half', 'empty']} />);
    const row = container.querySelector('.star-row');
    expect(row?.getAttribute('data-halves')).toBe('7');
    expect(row?.getAttribute('aria-hidden')).toBe('true');
    expect(container.querySelectorAll('svg, path')).toHaveLength(0);
  });

  it('keep their accessible names', () => {
    render(withI18n(<RatingStars rating={3.74} />));
    expect(
      screen.getByRole('img', { name: enRestaurants.ratingLabel.replace('{{rating}}', '3.7') }),
    ).toBeTruthy();
    expect(document.querySelector('.star-row')?.getAttribute('data-halves')).toBe('7');
    cleanup();
    render(withI18n(<StarRating rating={4} />));
    expect(screen.getByRole('img', { name: enReviews.ratingLabel.replace('{{rating}}', '4') })).toBeTruthy();
    expect(document.querySelector('.star-row')?.getAttribute('data-halves')).toBe('8');
  });

  it('cost a few dozen bytes of HTML each', () => {
    expect(renderToStaticMarkup(withI18n(<RatingStars rating={4.5} />)).length).toBeLessThan(200);
  });

  it('have a fill width in the stylesheet for every half star', () => {
    const css = readFileSync(path.resolve(import.meta.dirname, '../../styles.css'), 'utf8');
    expect(css).toMatch(/\.star-row \{[^}]*mask:/);
    for (let halves = 1; halves <= 10; halves += 1)
      expect(css).toContain(`.star-row[data-halves='${halves}'] {`);
  });
});
