import { render } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import { createInstance, type i18n as I18n, type Resource } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';

/** An i18next instance of its own for a test file, with the given resources (tests only). */
export async function createTestI18n(resources: Resource, lng = 'en'): Promise<I18n> {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng,
    fallbackLng: 'en',
    resources,
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
  return i18n;
}

/**
 * Renders a desk component inside what apps give it: the i18next instance and antd's App. Motion is off: happy-dom
 * ends no CSS transition, so a removed card would otherwise stay until antd's 2 s deadline.
 */
export function renderWithI18n(ui: ReactElement, i18n: I18n) {
  return render(
    <I18nextProvider i18n={i18n}>
      <ConfigProvider theme={{ token: { motion: false } }}>
        <App>{ui}</App>
      </ConfigProvider>
    </I18nextProvider>,
  );
}
