import { useDocumentTitle } from '@shop/desk/app-shell/route-handle.ts';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';

/** Wraps every page so the tab names the deepest route that has a title. */
export function RootRoute() {
  const { t } = useTranslation('seller');
  useDocumentTitle(t('brand'));
  return <Outlet />;
}
