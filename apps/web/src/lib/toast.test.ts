import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from './toast.ts';

afterEach(() => vi.unstubAllGlobals());

describe('toast', () => {
  it('shows nothing, and fails nothing, where there is no document: a server render’s failed read', async () => {
    vi.stubGlobal('document', undefined);
    await expect(toast.fail('Network Error')).resolves.toBeUndefined();
    await expect(toast.success('Saved')).resolves.toBeUndefined();
  });
});
