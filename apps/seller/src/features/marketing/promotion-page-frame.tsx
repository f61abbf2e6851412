import { PlusOutlined } from '@ant-design/icons';
import { PageExtra } from '@shop/desk/app-shell/page-header.tsx';
import { Button, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PromotionArea } from './promotion-actions.tsx';

/** A promotions page around its list: "Create …" in the header, and a line on what this kind of promotion does. */
export function PromotionPageFrame({
  area,
  onCreate,
  children,
}: {
  area: PromotionArea;
  onCreate(): void;
  children: ReactNode;
}) {
  const { t } = useTranslation('marketing');
  return (
    <>
      <PageExtra>
        <Button type="primary" icon={<PlusOutlined />} onClick={onCreate}>
          {t(`${area}.create`)}
        </Button>
      </PageExtra>
      <Typography.Paragraph type="secondary" style={{ maxWidth: 720 }}>
        {t(`${area}.intro`)}
      </Typography.Paragraph>
      {children}
    </>
  );
}
