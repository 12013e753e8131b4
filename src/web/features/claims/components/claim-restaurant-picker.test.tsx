import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { RestaurantOption } from '@/shared/schemas/restaurant.schema';
import enClaims from '@/web/i18n/locales/en/claims.json';
import {
  OPTION_RESTAURANTS as RESTAURANTS,
  optionId as uuid,
  stubOptionsServer as stubServer,
} from '@/web/features/restaurants/api/restaurant-options.fake';
import { setUpPickerTests } from '@/web/features/restaurants/api/picker-test-setup';
import { ClaimRestaurantPicker } from './claim-restaurant-picker';

const renderWithProviders = setUpPickerTests('claims', enClaims);

function renderPicker(onChange: (option: RestaurantOption | null) => void, initial = '') {
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <>
        <label htmlFor="picker">{enClaims.restaurantLabel}</label>
        <ClaimRestaurantPicker
          id="picker"
          value={value}
          onChange={(option) => {
            setValue(option?.id ?? '');
            onChange(option);
          }}
        />
      </>
    );
  }
  return renderWithProviders(<Harness />);
}

const combobox = () => screen.getByRole('combobox', { name: enClaims.restaurantLabel });
const optionNames = () => screen.queryAllByRole('option').map((o) => o.textContent);

describe('claim form restaurant picker', () => {
  it('lists the first matches on focus and says when more match', async () => {
    stubServer();
    renderPicker(vi.fn());
    fireEvent.focus(combobox());
    expect(combobox().getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByText(enClaims.restaurantMoreMatches)).toBeTruthy();
    expect(optionNames()).toHaveLength(20);
    expect(screen.getByRole('listbox', { name: enClaims.restaurantLabel })).toBeTruthy();
  });

  it('searches on the server as the user types and picks with the mouse', async () => {
    const { urls } = stubServer();
    const onChange = vi.fn();
    renderPicker(onChange);
    fireEvent.focus(combobox());
    await screen.findByText(enClaims.restaurantMoreMatches);
    fireEvent.change(combobox(), { target: { value: 'Noo' } });
    fireEvent.change(combobox(), { target: { value: 'Noodle' } });
    await waitFor(() => expect(optionNames()).toEqual(['Noodle Bar', 'Noodle House']));
    expect(screen.queryByText(enClaims.restaurantMoreMatches)).toBeNull();
    expect(urls.map((u) => u.searchParams.get('q'))).toEqual([null, 'noodle']);

    fireEvent.click(screen.getByRole('option', { name: 'Noodle House' }));
    expect(onChange).toHaveBeenLastCalledWith(RESTAURANTS.find((r) => r.name === 'Noodle House'));
    expect((combobox() as HTMLInputElement).value).toBe('Noodle House');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('picks with the arrow keys and Enter, but never from the list of an earlier text', async () => {
    stubServer();
    const onChange = vi.fn();
    renderPicker(onChange);
    fireEvent.focus(combobox());
    await screen.findByText(enClaims.restaurantMoreMatches);
    fireEvent.change(combobox(), { target: { value: 'ម្ដាយ\u200Bមេ' } });
    // The list still shows the cafés: Enter waits for the answer instead of choosing one of them.
    fireEvent.keyDown(combobox(), { key: 'Enter' });
    expect(onChange).not.toHaveBeenCalled();
    await waitFor(() => expect(optionNames()).toEqual(["Mekong Mother's Kitchen"]));
    fireEvent.keyDown(combobox(), { key: 'ArrowDown' });
    fireEvent.keyDown(combobox(), { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith(RESTAURANTS.find((r) => r.id === uuid(100)));
  });

  it('says when nothing matches', async () => {
    stubServer();
    renderPicker(vi.fn());
    fireEvent.focus(combobox());
    fireEvent.change(combobox(), { target: { value: 'zzz' } });
    expect(await screen.findByText(enClaims.restaurantSearchEmpty)).toBeTruthy();
  });

  it('shows the name of the restaurant it opened with', async () => {
    const { urls } = stubServer();
    renderPicker(vi.fn(), uuid(101));
    await waitFor(() => expect((combobox() as HTMLInputElement).value).toBe('Noodle Bar'));
    expect(urls.some((u) => u.searchParams.get('id') === uuid(101))).toBe(true);
  });
});
