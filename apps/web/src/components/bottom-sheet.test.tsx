import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BottomSheet } from './bottom-sheet.tsx';
import { NumberStepper } from './number-stepper.tsx';

afterEach(cleanup);

describe('the bottom sheet', () => {
  const sheet = (visible: boolean, onClose = vi.fn()) => (
    <BottomSheet visible={visible} onClose={onClose} className="test-sheet" label="Options" closeLabel="Close">
      <div>
        <button type="button">Inside</button>
      </div>
    </BottomSheet>
  );

  it('is a modal dialog that opens and closes with `visible`', () => {
    const { rerender, container } = render(sheet(false));
    // Rendered into the body, not where its owner is.
    expect(container.querySelector('dialog')).toBeNull();
    const dialog = document.body.querySelector('dialog') as HTMLDialogElement;
    expect(dialog.getAttribute('aria-label')).toBe('Options');
    expect(dialog.className).toBe('bottom-sheet test-sheet');
    expect(dialog.open).toBe(false);
    rerender(sheet(true));
    expect(dialog.open).toBe(true);
    expect(screen.getByRole('dialog', { name: 'Options' })).toBe(dialog);
    rerender(sheet(false));
    expect(dialog.open).toBe(false);
  });

  it('asks its owner to close on Escape and on a tap on the dimmed page, not on a tap inside', () => {
    const onClose = vi.fn();
    const { rerender } = render(sheet(true, onClose));
    const dialog = screen.getByRole('dialog', { name: 'Options' }) as HTMLDialogElement;
    fireEvent.click(screen.getByRole('button', { name: 'Inside' }));
    fireEvent.keyDown(screen.getByRole('button', { name: 'Inside' }), { key: 'Enter' });
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.keyDown(screen.getByRole('button', { name: 'Inside' }), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dialog.open).toBe(true); // its owner decides

    // The mask over the page: a button out of the tab order, shown only with the sheet.
    const mask = screen.getByRole('button', { name: 'Close' });
    expect(mask.tabIndex).toBe(-1);
    fireEvent.click(mask);
    expect(onClose).toHaveBeenCalledTimes(2);
    rerender(sheet(false, onClose));
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });
});

describe('the number stepper', () => {
  const labels = { field: 'Quantity', down: 'Fewer', up: 'More' };

  it('steps by one within its range, its buttons off at the ends', () => {
    const onChange = vi.fn();
    const { rerender } = render(<NumberStepper value={1} min={1} max={3} onChange={onChange} labels={labels} />);
    expect((screen.getByRole('button', { name: 'Fewer' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(onChange).toHaveBeenLastCalledWith(2);
    rerender(<NumberStepper value={3} min={1} max={3} onChange={onChange} labels={labels} />);
    expect((screen.getByRole('button', { name: 'More' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Fewer' }));
    expect(onChange).toHaveBeenLastCalledWith(2);
    expect((screen.getByRole('textbox', { name: 'Quantity' }) as HTMLInputElement).value).toBe('3');
  });

  it('takes a typed number when the field is left, kept to the range; nothing typed keeps the value', () => {
    const onChange = vi.fn();
    render(<NumberStepper value={2} min={1} max={50} onChange={onChange} labels={labels} />);
    const field = screen.getByRole('textbox', { name: 'Quantity' }) as HTMLInputElement;
    fireEvent.change(field, { target: { value: '7a' } });
    expect(field.value).toBe('7');
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.blur(field);
    expect(onChange).toHaveBeenLastCalledWith(7);

    fireEvent.change(field, { target: { value: '900' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith(50);

    onChange.mockClear();
    fireEvent.change(field, { target: { value: '' } });
    fireEvent.blur(field);
    expect(onChange).not.toHaveBeenCalled();
    expect(field.value).toBe('2');
  });

  it('is all off when disabled', () => {
    render(<NumberStepper value={2} min={1} max={5} disabled onChange={vi.fn()} labels={labels} />);
    for (const name of ['Fewer', 'More']) {
      expect((screen.getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(true);
    }
    expect((screen.getByRole('textbox', { name: 'Quantity' }) as HTMLInputElement).disabled).toBe(true);
  });
});
