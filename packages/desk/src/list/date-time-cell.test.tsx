import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderDesk } from '../app-shell/test-render.tsx';
import { formatDate, formatTime } from '../i18n/format.ts';
import { DateTimeCell } from './date-time-cell.tsx';

afterEach(cleanup);

describe('DateTimeCell', () => {
  it('shows the date above the hour, in the desk’s language', async () => {
    const iso = '2026-03-21T09:12:00.000Z';
    const { container, i18n } = renderDesk(<DateTimeCell iso={iso} />);
    const date = screen.getByText(formatDate(iso, 'en'));
    const time = screen.getByText(formatTime(iso, 'en'));
    expect(date.compareDocumentPosition(time) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(container.textContent).toBe(`${formatDate(iso, 'en')}${formatTime(iso, 'en')}`);

    await i18n.changeLanguage('zh-CN');
    expect(await screen.findByText(formatDate(iso, 'zh-CN'))).toBeTruthy();
    expect(formatDate(iso, 'zh-CN')).not.toBe(formatDate(iso, 'en'));
  });
});
