import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderDesk } from '../app-shell/test-render.tsx';
import { RequestError } from '../request/request-error.ts';
import { PackingSlipButton } from './packing-slip-button.tsx';

afterEach(cleanup);

describe('the packing slip button', { timeout: 20_000 }, () => {
  it('downloads the slip once per click, waiting while the file comes', async () => {
    let finish: (name: string) => void = () => undefined;
    const download = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    renderDesk(<PackingSlipButton download={download} label="Print packing slip" />);
    const button = screen.getByRole('button', { name: /Print packing slip/ });
    fireEvent.click(button);
    await waitFor(() => expect(button.className).toContain('ant-btn-loading'));
    expect(download).toHaveBeenCalledTimes(1);
    finish('packing-slip-2026120500000042.pdf');
    await waitFor(() => expect(button.className).not.toContain('ant-btn-loading'));
  });

  it("shows the server's refusal", async () => {
    const download = vi.fn(() => Promise.reject(new RequestError('There is no such order', 200)));
    renderDesk(<PackingSlipButton download={download} label="Print packing slip" />);
    fireEvent.click(screen.getByRole('button', { name: /Print packing slip/ }));
    expect(await screen.findByText('There is no such order')).toBeTruthy();
  });
});
