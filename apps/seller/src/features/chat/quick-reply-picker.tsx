import { SettingOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, Flex, Popover, Skeleton, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { quickRepliesQueryOptions } from './api.ts';
import { useThemeToken } from '@shop/desk/app-shell/theme-token.ts';

interface QuickReplyPickerProps {
  /** Puts the reply's text into the message being written (the seller may still change it before sending). */
  onPick(text: string): void;
  onManage(): void;
}

/** The composer's quick replies: a popover listing the shop's saved answers; one click inserts one. */
export function QuickReplyPicker({ onPick, onManage }: QuickReplyPickerProps) {
  const { t } = useTranslation('chat');
  const token = useThemeToken();
  const [open, setOpen] = useState(false);
  // Read when first opened: most conversations never need them.
  const replies = useQuery({ ...quickRepliesQueryOptions(), enabled: open });
  const list = replies.data?.list ?? [];

  const manage = () => {
    setOpen(false);
    onManage();
  };

  const content = (
    <Flex vertical gap={4} style={{ width: 320, maxWidth: 'calc(100vw - 48px)' }}>
      {replies.error && <Alert type="error" showIcon title={replies.error.message} />}
      {replies.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} title={false} />
      ) : list.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={t('quickReplies.emptyShort')}
          style={{ margin: '8px 0' }}
        >
          <Button size="small" type="primary" onClick={manage}>
            {t('quickReplies.add')}
          </Button>
        </Empty>
      ) : (
        <ul
          aria-label={t('quickReplies.title')}
          style={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: 280, overflowY: 'auto' }}
        >
          {list.map((reply) => (
            <li key={reply.id}>
              <Button
                type="text"
                block
                title={reply.text}
                onClick={() => {
                  onPick(reply.text);
                  setOpen(false);
                }}
                style={{ height: 'auto', padding: '6px 8px', justifyContent: 'flex-start', textAlign: 'start' }}
              >
                <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: 0, whiteSpace: 'normal' }}>
                  {reply.text}
                </Typography.Paragraph>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div style={{ borderTop: `1px solid ${token.colorBorderSecondary}`, paddingTop: 4 }}>
        <Button type="link" size="small" icon={<SettingOutlined />} onClick={manage}>
          {t('quickReplies.manage')}
        </Button>
      </div>
    </Flex>
  );

  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      placement="topLeft"
      title={t('quickReplies.title')}
      content={content}
    >
      <Tooltip title={open ? undefined : t('quickReplies.title')}>
        <Button type="text" icon={<ThunderboltOutlined />} aria-label={t('quickReplies.title')}>
          {t('quickReplies.short')}
        </Button>
      </Tooltip>
    </Popover>
  );
}
