import { CopyOutlined, DownloadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../i18n/format.ts';
import { saveBlob } from '../request/download-file.ts';

interface Props {
  codes: readonly string[];
  /** Names the file, and heads it, so codes of two accounts are not mixed up. */
  accountName: string;
}

/** An account name as a file name: "tea-house:anna" → "tea-house-anna". */
function fileSafe(name: string): string {
  return name.replace(/[^\w.-]+/g, '-').replace(/^-+|-+$/g, '') || 'account';
}

/**
 * Recovery codes as they are shown once: in a grid, with Copy and a .txt download, since the server keeps only
 * their hashes and can never show them again.
 */
export function RecoveryCodes({ codes, accountName }: Props) {
  const { t } = useTranslation('account-security');
  const format = useFormat();
  const { message } = App.useApp();

  // The clipboard is refused outside a secure page or without the user's leave: the download still works.
  const copy = () =>
    Promise.resolve()
      .then(() => navigator.clipboard.writeText(codes.join('\n')))
      .then(
        () => void message.success(t('codes.copied')),
        () => void message.error(t('codes.copyFailed')),
      );
  const download = () => {
    const text = [
      t('codes.fileTitle', { account: accountName }),
      '',
      ...codes,
      '',
      t('codes.fileNote', { date: format.dateTime(new Date().toISOString()) }),
      '',
    ].join('\n');
    saveBlob(new Blob([text], { type: 'text/plain;charset=utf-8' }), `recovery-codes-${fileSafe(accountName)}.txt`);
  };

  return (
    <Flex vertical gap={16}>
      <Alert type="warning" showIcon title={t('codes.intro')} />
      <ul
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
          gap: '8px 16px',
          margin: 0,
          padding: 16,
          listStyle: 'none',
          background: '#fafafa',
          border: '1px solid #f0f0f0',
          borderRadius: 8,
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
          fontSize: 16,
          textAlign: 'center',
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <Flex gap={8} wrap>
        <Button icon={<CopyOutlined />} onClick={() => void copy()}>
          {t('codes.copy')}
        </Button>
        <Button icon={<DownloadOutlined />} onClick={download}>
          {t('codes.download')}
        </Button>
      </Flex>
    </Flex>
  );
}
