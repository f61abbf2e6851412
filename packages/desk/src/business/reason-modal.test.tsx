import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoResources, renderDesk } from '../app-shell/test-render.tsx';
import { createDeskI18n } from '../i18n/create-desk-i18n.ts';
import { ReasonModal } from './reason-modal.tsx';
import { businessResources } from './resources.ts';

afterEach(cleanup);

const i18nFor = () =>
  createDeskI18n({ app: 'demo', languages: ['en', 'zh-CN'], resources: [demoResources, businessResources] });

function open(submit: (reason: string) => Promise<unknown>) {
  const done = vi.fn();
  const close = vi.fn();
  renderDesk(
    <ReasonModal
      title="Reject refund #12"
      okText="Reject"
      requiredMessage="Enter the reason for rejecting"
      successText="Rejected"
      submit={submit}
      onDone={done}
      onClose={close}
    />,
    i18nFor(),
  );
  return { done, close };
}

describe('the reason modal', () => {
  it('sends nothing without a reason', async () => {
    const submit = vi.fn(() => Promise.resolve());
    open(submit);
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Enter the reason for rejecting')).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();
  });

  it('sends the trimmed reason, then says so and closes', async () => {
    const submit = vi.fn((_reason: string) => Promise.resolve());
    const { done, close } = open(submit);
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: '  Not as described ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(submit.mock.calls[0]?.[0]).toBe('Not as described');
    expect(done).toHaveBeenCalled();
  });

  it('shows the server refusal and stays open', async () => {
    open(() => Promise.reject(new Error('The refund was already decided')));
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'No' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('The refund was already decided')).toBeTruthy();
  });
});
