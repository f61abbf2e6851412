import { DesktopOutlined, LogoutOutlined, MobileOutlined } from '@ant-design/icons';
import type { SessionDto } from '@shop/contract/account-security';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Flex, Popconfirm, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../i18n/format.ts';
import type { AccountSecurityApi } from './account-security-panel.tsx';
import { useScreenAtLeast } from '../app-shell/use-screen.ts';

interface Props {
  api: Pick<AccountSecurityApi, 'sessions' | 'endSession' | 'endOtherSessions'>;
  queryKey: readonly unknown[];
}

/** deviceOf names phones and tablets by their system: those get a phone's icon. */
const HANDHELD = /iPhone|iPad|Android/;

/** This device first, then the others in the server's order (last used first). */
function currentFirst(list: readonly SessionDto[]): SessionDto[] {
  return [...list].sort((a, b) => Number(b.current) - Number(a.current));
}

/**
 * The sessions of one's own account: the device, where from and when, this device marked; each other one can be
 * signed out, or all of them at once. On a phone the address and times fold under the device.
 */
export function SessionsCard({ api, queryKey }: Props) {
  const { t } = useTranslation('account-security');
  const format = useFormat();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const narrow = !useScreenAtLeast('md');
  const sessions = useQuery({ queryKey: [...queryKey, 'sessions'], queryFn: () => api.sessions() });
  // Refreshed after a failure too: a session that already ended (SESSION_NOT_FOUND) leaves the list.
  const settled = (error: Error | null) => {
    if (error) void message.error(error.message);
    void queryClient.invalidateQueries({ queryKey });
  };
  const end = useMutation({
    mutationFn: (id: number) => api.endSession(id),
    onSuccess: () => void message.success(t('sessions.ended')),
    onSettled: (_answer, error) => settled(error),
  });
  const endOthers = useMutation({
    mutationFn: () => api.endOtherSessions(),
    onSuccess: ({ ended }) => void message.success(t('sessions.endedOthers', { count: ended })),
    onSettled: (_answer, error) => settled(error),
  });
  const rows = currentFirst(sessions.data?.list ?? []);
  const others = rows.filter((row) => !row.current).length;

  const device = (row: SessionDto) => (
    <Flex gap={10} align="start">
      {HANDHELD.test(row.device) ? (
        <MobileOutlined style={{ marginTop: 4 }} />
      ) : (
        <DesktopOutlined style={{ marginTop: 4 }} />
      )}
      <Flex vertical gap={2} style={{ minWidth: 0 }}>
        <Flex gap={8} wrap align="center">
          <Typography.Text strong>{row.device || t('sessions.unknownDevice')}</Typography.Text>
          {row.current && (
            <Tag color="blue" style={{ marginInlineEnd: 0 }}>
              {t('sessions.thisDevice')}
            </Tag>
          )}
        </Flex>
        {narrow && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {row.ip} · {t('sessions.lastUsed')} {format.dateTime(row.last_used_at)}
          </Typography.Text>
        )}
      </Flex>
    </Flex>
  );

  const signOut = (row: SessionDto) =>
    row.current ? null : (
      <Popconfirm
        title={t('sessions.endConfirm')}
        okText={t('sessions.end')}
        okButtonProps={{ danger: true }}
        onConfirm={() => end.mutateAsync(row.id).catch(() => undefined)}
      >
        <Button size="small" loading={end.isPending && end.variables === row.id}>
          {t('sessions.end')}
        </Button>
      </Popconfirm>
    );

  const columns: TableColumnsType<SessionDto> = narrow
    ? [
        { title: t('sessions.device'), key: 'device', render: (_, row) => device(row) },
        { title: '', key: 'actions', align: 'right', width: 1, render: (_, row) => signOut(row) },
      ]
    : [
        { title: t('sessions.device'), key: 'device', render: (_, row) => device(row) },
        {
          title: t('sessions.ip'),
          dataIndex: 'ip',
          render: (ip: string) => <Typography.Text code>{ip}</Typography.Text>,
        },
        { title: t('sessions.lastUsed'), dataIndex: 'last_used_at', render: (at: string) => format.dateTime(at) },
        { title: t('sessions.signedIn'), dataIndex: 'created_at', render: (at: string) => format.dateTime(at) },
        { title: '', key: 'actions', align: 'right', render: (_, row) => signOut(row) },
      ];

  return (
    <Card title={t('sessions.title')}>
      <Typography.Paragraph type="secondary">{t('sessions.intro')}</Typography.Paragraph>
      {sessions.error && <Alert type="error" showIcon title={sessions.error.message} style={{ marginBottom: 16 }} />}
      <Table<SessionDto>
        rowKey="id"
        size={narrow ? 'small' : 'middle'}
        columns={columns}
        dataSource={rows}
        loading={sessions.isPending}
        pagination={false}
        // On a phone the device cell wraps its lines and the button keeps its room; on a desk nothing wraps.
        scroll={narrow ? undefined : { x: 'max-content' }}
      />
      <Flex justify="end" style={{ marginTop: 16 }}>
        <Popconfirm
          title={t('sessions.endOthersConfirm')}
          okText={t('sessions.end')}
          okButtonProps={{ danger: true }}
          onConfirm={() => endOthers.mutateAsync().catch(() => undefined)}
          disabled={others === 0}
        >
          <Button danger icon={<LogoutOutlined />} disabled={others === 0} loading={endOthers.isPending}>
            {t('sessions.endOthers')}
          </Button>
        </Popconfirm>
      </Flex>
    </Card>
  );
}
