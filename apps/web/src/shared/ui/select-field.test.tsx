import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SelectField, type SelectItem } from './select-field';

const items: SelectItem[] = [{ header: 'Fruit' }, { value: 'apple', label: 'Apple' }, { value: 'pear', label: 'Pear' }];

function Field({ onChange }: { onChange(value: string): void }) {
  const [value, setValue] = useState('pear');
  return (
    <SelectField
      label="Pick"
      value={value}
      items={items}
      display={value === 'pear' ? 'Pear' : 'Apple'}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

// The list's code loads when the select is first opened: the first wait is long on a busy machine.
const LOAD = { timeout: 15_000 };

describe('select field', () => {
  it('is a combobox named by its label that opens from the keyboard on the chosen option, and gives focus back', async () => {
    const onChange = vi.fn();
    render(<Field onChange={onChange} />);
    const combobox = screen.getByRole('combobox', { name: /Pick/ });
    expect(combobox).toHaveAttribute('aria-haspopup', 'listbox');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(combobox).toHaveTextContent('Pear');
    combobox.focus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox', { name: 'Pick' }, LOAD);
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    expect(combobox).toHaveAttribute('aria-controls', listbox.id);
    // The header is not an option; the chosen option has the focus.
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Apple', 'Pear']);
    await waitFor(() => expect(screen.getByRole('option', { name: 'Pear' })).toHaveFocus());
    expect(screen.getByRole('option', { name: 'Pear' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(combobox).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();

    for (const key of ['{Enter}', ' ', '{ArrowUp}']) {
      await userEvent.keyboard(key);
      await screen.findByRole('listbox', {}, LOAD);
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
      expect(combobox).toHaveFocus();
    }
  });

  it('chooses an option with a press and shows it', async () => {
    const onChange = vi.fn();
    render(<Field onChange={onChange} />);
    await userEvent.click(screen.getByRole('combobox', { name: /Pick/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Apple' }, LOAD));
    expect(onChange).toHaveBeenCalledWith('apple');
    expect(screen.getByRole('combobox', { name: /Pick/ })).toHaveTextContent('Apple');
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Pick/ })).toHaveFocus());
  });
});
