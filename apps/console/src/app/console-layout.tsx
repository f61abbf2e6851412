import type { OperatorRole } from '@shop/contract/console';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Layout, Menu, Space, Tag, Typography } from 'antd';
import { Link, Outlet, useLocation } from 'react-router';
import { logout, operatorQueryOptions } from '../features/auth/api.ts';
import { endSession } from '../lib/session.ts';
import { NAV_ITEMS, navItemFor } from './nav-items.ts';

const ROLE_COLOURS: Record<OperatorRole, string> = {
  admin: 'gold',
  catalogue: 'green',
  finance: 'blue',
  fulfilment: 'purple',
  support: 'cyan',
};

const MENU_ITEMS = NAV_ITEMS.map((item) => ({ key: item.path, label: <Link to={item.path}>{item.label}</Link> }));

/** The frame of every signed-in page: navigation on the left, who is signed in and Log out on top. */
export function ConsoleLayout() {
  const { pathname } = useLocation();
  const operator = useQuery(operatorQueryOptions());
  const selected = navItemFor(pathname)?.path;

  const signOut = useMutation({
    mutationFn: logout,
    // Even if the server call fails this browser must forget the session: the operator asked to leave.
    onSettled: () => endSession(),
  });

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider width={220}>
        <div style={{ color: '#fff', fontSize: 18, fontWeight: 600, padding: '20px 24px' }}>Shop console</div>
        <Menu theme="dark" mode="inline" selectedKeys={selected ? [selected] : []} items={MENU_ITEMS} />
      </Layout.Sider>
      <Layout>
        <Layout.Header
          style={{ background: '#fff', display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 16 }}
        >
          {operator.data && (
            <Space>
              <Typography.Text strong>{operator.data.name}</Typography.Text>
              {operator.data.roles.map((role) => (
                <Tag key={role} color={ROLE_COLOURS[role]}>
                  {role}
                </Tag>
              ))}
            </Space>
          )}
          <Button onClick={() => signOut.mutate()} loading={signOut.isPending}>
            Log out
          </Button>
        </Layout.Header>
        <Layout.Content style={{ padding: 24 }}>
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
