import { DownOutlined, LogoutOutlined, MenuOutlined, UserOutlined } from '@ant-design/icons';
import type { OperatorRole } from '@shop/contract/console-access';
import {
  Alert,
  Button,
  Drawer,
  Dropdown,
  Flex,
  Layout,
  Menu,
  type MenuProps,
  Space,
  Spin,
  Tag,
  Typography,
} from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigation } from 'react-router';
import { type Access, AccessProvider, accessOf, refusedPermission } from '../access/access.tsx';
import { NoAccess } from '../access/no-access.tsx';
import { type TranslationKey, useTranslateKey } from '../i18n/translation-key.ts';
import { OneLine } from '../business/one-line.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { entryFor, type MenuEntry, menuSections, visibleEntries } from './menu.ts';
import { PageHeaderContext, type PageHeaderSlots } from './page-header.tsx';
import { useRouteHandles } from './route-handle.ts';
import { useScreenAtLeast } from './use-screen.ts';

/** Who is signed in: an operator with roles, or a seller (no roles: the seller center has no permission table). */
export interface DeskUser {
  name: string;
  roles?: readonly OperatorRole[];
}

/** A page of the user's own account (its security: password, two-factor sign-in, sessions), in the account menu. */
export interface AccountLink {
  path: string;
  label: TranslationKey;
  icon: ReactNode;
}

const ROLE_COLOURS: Record<OperatorRole, string> = {
  admin: 'gold',
  catalogue: 'green',
  finance: 'blue',
  fulfilment: 'purple',
  support: 'cyan',
};

export interface DeskLayoutProps {
  /** The app's name, at the top of the menu ("Shop console"). */
  brand: string;
  /** Shown instead of the name when the menu is folded to its icons. */
  logo: ReactNode;
  menu: readonly MenuEntry[];
  /** Undefined while loading: pages that need a permission wait for it. */
  user: DeskUser | undefined;
  /** Why the user could not be loaded (a 401 has already ended the session). */
  userError?: Error | null;
  /** Where "no access" sends the user back to. */
  homePath: string;
  onSignOut(): void;
  signingOut?: boolean;
  /** The app's own buttons in the header, before the language switch (the seller center's chat and bell). */
  headerExtra?: ReactNode;
  /** The user's own pages, in the menu that opens from the user's name (from the account button on a phone). */
  accountLinks?: readonly AccountLink[];
}

const UNKNOWN_USER: Access = accessOf(undefined, false);

function RoleTags({ roles }: { roles: readonly OperatorRole[] }) {
  const { t } = useTranslation('desk');
  return roles.map((role) => (
    <Tag key={role} color={ROLE_COLOURS[role]} style={{ marginInlineEnd: 0 }}>
      {t(`roles.${role}`)}
    </Tag>
  ));
}

/** Who is signed in, in a wide header: the name and roles, opening the account's own pages when it has some. */
function UserName({ user, links }: { user: DeskUser; links: NonNullable<MenuProps['items']> }) {
  const who = (
    <Space size={8} wrap={false}>
      <Typography.Text strong>{user.name}</Typography.Text>
      {user.roles && <RoleTags roles={user.roles} />}
    </Space>
  );
  if (links.length === 0) return who;
  return (
    <Dropdown trigger={['click']} menu={{ items: links }}>
      <Button type="text" style={{ paddingInline: 8 }}>
        {who}
        <DownOutlined style={{ fontSize: 10 }} />
      </Button>
    </Dropdown>
  );
}

/**
 * The page's header row (the route's title, or the page's own, and the page's actions) above the page. The slots the
 * page fills (`PageTitle`, `PageExtra`) are elements known only once this row is on screen; the state that holds them
 * lives here, not in DeskLayout, so setting it after the first commit re-renders this row, not the menu and header.
 */
function PageFrame({ title, phone, children }: { title: ReactNode; phone: boolean; children: ReactNode }) {
  const [titleSlot, setTitleSlot] = useState<HTMLElement | null>(null);
  const [extraSlot, setExtraSlot] = useState<HTMLElement | null>(null);
  const [customTitle, setCustomTitle] = useState(false);
  const slots = useMemo<PageHeaderSlots>(
    () => ({ title: titleSlot, extra: extraSlot, setCustomTitle }),
    [titleSlot, extraSlot],
  );
  return (
    <PageHeaderContext.Provider value={slots}>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Typography.Title level={phone ? 4 : 3} style={{ margin: 0 }}>
          {!customTitle && title}
          <span ref={setTitleSlot} style={{ display: 'contents' }} />
        </Typography.Title>
        <div ref={setExtraSlot} />
      </Flex>
      {children}
    </PageHeaderContext.Provider>
  );
}

/**
 * The frame of every signed-in desk page: the side menu (only what the user may open), the header with the user,
 * the language switch and sign out, and the page's title (from its route) above the page. A route whose permission
 * the user lacks shows "no access" instead of its page. Below 768 px the menu is a drawer; below 992 px it folds to
 * its icons.
 */
export function DeskLayout({
  brand,
  logo,
  menu,
  user,
  userError,
  homePath,
  onSignOut,
  signingOut,
  headerExtra,
  accountLinks = [],
}: DeskLayoutProps) {
  const { t } = useTranslation('desk');
  const translate = useTranslateKey();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const medium = useScreenAtLeast('md');
  const large = useScreenAtLeast('lg');
  const phone = !medium;
  const folded = medium && !large;
  const [drawerOpen, setDrawerOpen] = useState(false);

  const access = useMemo(() => (user ? accessOf(user.roles) : UNKNOWN_USER), [user]);
  const entries = visibleEntries(menu, access);
  const selected = entryFor(entries, pathname)?.path;
  // Grouped entries sit under their group's heading; folded to icons there is no room for headings, so a line
  // parts the groups instead.
  type MenuItem = NonNullable<MenuProps['items']>[number];
  const items = menuSections(entries).flatMap((section, index): MenuItem[] => {
    const links = section.entries.map((entry) => ({
      key: entry.path,
      icon: entry.icon,
      label: <Link to={entry.path}>{translate(entry.label)}</Link>,
    }));
    if (section.group === undefined) return links;
    if (folded) return index > 0 ? [{ type: 'divider' as const, key: `divider:${section.group}` }, ...links] : links;
    return [
      { type: 'group' as const, key: `group:${section.group}`, label: translate(section.group), children: links },
    ];
  });

  const { title, permissions } = useRouteHandles();

  let page: ReactNode = <Outlet />;
  if (permissions.length > 0 && !access.known) {
    page = userError ? (
      <Alert type="error" showIcon title={userError.message} />
    ) : (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin />
      </Flex>
    );
  } else if (refusedPermission(permissions, access)) {
    page = <NoAccess homePath={homePath} />;
  }

  const signOut = (
    <Button icon={<LogoutOutlined />} onClick={onSignOut} loading={signingOut}>
      {t('actions.signOut')}
    </Button>
  );

  const links: MenuItem[] = accountLinks.map((link) => ({
    key: `account:${link.path}`,
    icon: link.icon,
    label: <Link to={link.path}>{translate(link.label)}</Link>,
  }));

  const account = user && (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          {
            key: 'who',
            disabled: true,
            label: (
              <Space orientation="vertical" size={4}>
                <Typography.Text strong>{user.name}</Typography.Text>
                {user.roles && (
                  <Space size={4} wrap>
                    <RoleTags roles={user.roles} />
                  </Space>
                )}
              </Space>
            ),
          },
          { type: 'divider' },
          ...links,
          ...(links.length > 0 ? [{ type: 'divider' as const }] : []),
          { key: 'sign-out', icon: <LogoutOutlined />, label: t('actions.signOut'), onClick: onSignOut },
        ],
      }}
    >
      <Button type="text" icon={<UserOutlined />} aria-label={t('shell.account')} />
    </Dropdown>
  );

  return (
    <Layout style={{ minHeight: '100vh' }}>
      {!phone && (
        <Layout.Sider
          width={220}
          collapsedWidth={64}
          collapsed={folded}
          style={{ position: 'sticky', top: 0, height: '100vh', overflow: 'auto' }}
        >
          <Link
            to={homePath}
            style={{
              display: 'block',
              color: '#fff',
              fontSize: 18,
              fontWeight: 600,
              padding: folded ? '20px 0' : '20px 24px',
              textAlign: folded ? 'center' : 'start',
              whiteSpace: 'nowrap',
              overflow: 'hidden',
            }}
          >
            {folded ? logo : brand}
          </Link>
          <Menu
            theme="dark"
            mode="inline"
            aria-label={t('shell.menu')}
            selectedKeys={selected ? [selected] : []}
            items={items}
            // Each entry's label shows in a tooltip only while the menu is folded to icons. antd wraps every entry in
            // a Tooltip otherwise too, closed, and working out its placements was a noticeable part of the frame's
            // first render.
            tooltip={folded ? undefined : false}
          />
        </Layout.Sider>
      )}
      <Layout>
        <Layout.Header
          style={{
            background: '#fff',
            padding: phone ? '0 8px 0 12px' : '0 24px',
            display: 'flex',
            alignItems: 'center',
            gap: phone ? 4 : 16,
            borderBottom: '1px solid rgba(5, 5, 5, 0.06)',
          }}
        >
          {phone && (
            <>
              <Button
                type="text"
                icon={<MenuOutlined />}
                aria-label={t('shell.openMenu')}
                onClick={() => setDrawerOpen(true)}
              />
              <OneLine strong style={{ fontSize: 16 }}>
                {brand}
              </OneLine>
            </>
          )}
          <div style={{ flex: 1 }} />
          {headerExtra}
          <LanguageSwitch />
          {phone ? account : user && <UserName user={user} links={links} />}
          {!phone && signOut}
        </Layout.Header>
        <Layout.Content style={{ padding: phone ? 12 : 24, minWidth: 0 }}>
          <PageFrame title={title && translate(title)} phone={phone}>
            {/* The page on screen stays while the next one's code arrives (routes load lazily), under a spinner if it
                takes a moment: the frame never empties. */}
            <Spin spinning={navigation.state === 'loading'} delay={300}>
              <AccessProvider access={access}>{page}</AccessProvider>
            </Spin>
          </PageFrame>
        </Layout.Content>
      </Layout>
      {phone && (
        <Drawer
          placement="left"
          size={260}
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          title={brand}
          styles={{ body: { padding: 0 } }}
        >
          <Menu
            mode="inline"
            aria-label={t('shell.menu')}
            selectedKeys={selected ? [selected] : []}
            items={items}
            onClick={() => setDrawerOpen(false)}
            style={{ borderInlineEnd: 0 }}
          />
        </Drawer>
      )}
    </Layout>
  );
}
