import { QueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createDeskI18n, type DeskI18n } from '../i18n/create-desk-i18n.ts';
import type { DeskResources } from '../i18n/resources.ts';
import { DeskProviders } from './desk-providers.tsx';

/** Strings of a pretend app for desk's tests (namespace `demo`), in English and Chinese. */
export const demoResources: DeskResources = {
  en: {
    demo: {
      brand: 'Demo desk',
      nav: {
        orders: 'Orders',
        recharges: 'Recharges',
        dashboard: 'Dashboard',
        audit: 'Audit log',
        security: 'Account security',
      },
      titles: { orders: 'Orders', recharges: 'Recharges', dashboard: 'Dashboard', audit: 'Audit log' },
      groups: { business: 'Business', admin: 'Administration' },
    },
  },
  'zh-CN': {
    demo: {
      brand: '演示后台',
      nav: { orders: '订单', recharges: '充值', dashboard: '概览', audit: '操作日志', security: '账号安全' },
      titles: { orders: '订单', recharges: '充值', dashboard: '概览', audit: '操作日志' },
      groups: { business: '业务', admin: '管理' },
    },
  },
};

/** Renders desk UI inside DeskProviders and antd's App (as a signed-in frame has it), with a fresh i18next instance (English, Chinese offered) and query cache. */
export function renderDesk(
  ui: ReactElement,
  i18n: DeskI18n = createDeskI18n({ app: 'demo', languages: ['en', 'zh-CN'], resources: [demoResources] }),
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return {
    i18n,
    queryClient,
    ...render(
      <DeskProviders i18n={i18n} queryClient={queryClient}>
        <App>{ui}</App>
      </DeskProviders>,
    ),
  };
}
