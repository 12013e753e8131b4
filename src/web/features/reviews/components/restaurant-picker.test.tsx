import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import enReviews from '@/web/i18n/locales/en/reviews.json';
import {
  OPTION_RESTAURANTS as RESTAURANTS,
  optionId as uuid,
  stubOptionsServer as stubServer,
} from '@/web/features/restaurants/api/restaurant-options.fake';
import { setUpPickerTests } from '@/web/features/restaurants/api/picker-test-setup';
import { RestaurantPicker } from './restaurant-picker';

const renderWithProviders = setUpPickerTests('reviews', enReviews);

function Harness({ initial = '', onPick }: { initial?: string; onPick?: (id: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <RestaurantPicker
      value={value}
      onChange={(id) => {
        setValue(id);
        onPick?.(id);
      }}
    />
  );
}

function renderPicker(props: { initial?: string; onPick?: (id: string) => void } = {}) {
  return renderWithProviders(<Harness {...props} />);
}

const optionNames = () =>
  Array.from((screen.getByLabelText(enReviews.restaurantField) as HTMLSelectElement).options).map(
    (o) => o.textContent,
  );

describe('review form restaurant picker', () => {
  it('shows the first restaurants by name and says more match', async () => {
    stubServer();
    renderPicker();
    expect(await screen.findByText(enReviews.restaurantMoreMatches)).toBeTruthy();
    expect(optionNames()).toHaveLength(20);
    expect(optionNames()[0]).toBe('Cafe 01');
  });

  it('asks the server once the typing pauses, and keeps the old list meanwhile', async () => {
    const server = stubServer();
    renderPicker();
    await screen.findByText(enReviews.restaurantMoreMatches);
    const filter = screen.getByLabelText(enReviews.restaurantFilter);
    fireEvent.change(filter, { target: { value: 'n' } });
    fireEvent.change(filter, { target: { value: 'noo' } });
    fireEvent.change(filter, { target: { value: 'NOODLE ' } });
    expect(optionNames()).toHaveLength(20);
    await waitFor(() => expect(optionNames()).toEqual(['Noodle Bar', 'Noodle House']));
    expect(server.searches().map((u) => u.searchParams.get('q'))).toEqual([null, 'noodle']);
    expect(screen.getByText(enReviews.restaurantChoose)).toBeTruthy();
  });

  it('finds a Khmer name typed with a zero-width space, and says when nothing matches', async () => {
    const server = stubServer();
    renderPicker();
    await screen.findByText(enReviews.restaurantMoreMatches);
    const filter = screen.getByLabelText(enReviews.restaurantFilter);
    fireEvent.change(filter, { target: { value: 'ម្ដាយ\u200Bមេគង្គ' } });
    await waitFor(() => expect(optionNames()).toEqual(["Mekong Mother's Kitchen"]));
    expect(server.searches().at(-1)?.searchParams.get('q')).toBe('ម្ដាយមេគង្គ');
    fireEvent.change(filter, { target: { value: 'zzz' } });
    expect(await screen.findByText(enReviews.restaurantNoMatch)).toBeTruthy();
  });

  it('opened with a restaurant, fetches its name and keeps it chosen while the filter hides it', async () => {
    const server = stubServer();
    const picked = vi.fn();
    renderPicker({ initial: uuid(102), onPick: picked });
    expect(await screen.findByText('Selected: Noodle House')).toBeTruthy();
    const select = screen.getByLabelText(enReviews.restaurantField) as HTMLSelectElement;
    expect(select.value).toBe(uuid(102));
    expect(server.urls.filter((u) => u.searchParams.get('id') === uuid(102))).toHaveLength(1);

    fireEvent.change(screen.getByLabelText(enReviews.restaurantFilter), { target: { value: 'cafe 2' } });
    await waitFor(() => expect(optionNames()).toContain('Cafe 21'));
    expect(optionNames()[0]).toBe('Noodle House');
    fireEvent.change(select, { target: { value: uuid(21) } });
    expect(picked).toHaveBeenLastCalledWith(uuid(21));
    expect(await screen.findByText('Selected: Cafe 21')).toBeTruthy();
  });

  it('treats a malformed restaurant id in the link as no choice', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) =>
        input.includes('id=')
          ? new Response(
              JSON.stringify({ error: { code: 'VALIDATION', message: 'Invalid restaurant id' } }),
              {
                status: 400,
                headers: { 'content-type': 'application/json' },
              },
            )
          : new Response(JSON.stringify({ items: RESTAURANTS.slice(0, 3), hasMore: false }), {
              headers: { 'content-type': 'application/json' },
            }),
      ),
    );
    renderPicker({ initial: 'not-a-uuid' });
    expect(await screen.findByText(enReviews.restaurantChoose)).toBeTruthy();
    expect(optionNames()).toEqual(['Cafe 01', 'Cafe 02', 'Cafe 03']);
  });
});
