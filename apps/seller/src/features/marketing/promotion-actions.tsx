import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEALS_KEY, VOUCHERS_KEY } from './api.ts';

/** The two kinds of promotion, each a section of the `marketing` namespace with the same words. */
export type PromotionArea = 'vouchers' | 'deals';

const LIST_KEY: Record<PromotionArea, QueryKey> = { vouchers: VOUCHERS_KEY, deals: DEALS_KEY };

interface Props {
  area: PromotionArea;
  /** The promotion's name, for the buttons' accessible names ("End the voucher Spring sale"). */
  name: string;
  /** Opens the editor; none where it can no longer change (a deal that started). */
  onEdit?: () => void;
  /** Ends it now; none once it has ended. */
  end?: () => Promise<unknown>;
}

/**
 * A voucher's or a deal's row actions: Edit, and End, asked once more in a popover since it cannot be undone (an
 * ended promotion stays ended).
 */
export function PromotionActions({ area, name, onEdit, end }: Props) {
  const { t } = useTranslation('marketing');
  const { t: desk } = useTranslation('desk');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const ending = useMutation({
    mutationFn: async () => end?.(),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: LIST_KEY[area] });
      void message.success(t(`${area}.ended`));
    },
    onError: (error) => void message.error(error.message),
  });
  return (
    <Flex gap={4} wrap={false}>
      {onEdit && (
        <Button type="link" size="small" onClick={onEdit} aria-label={t(`${area}.editOf`, { name })}>
          {desk('actions.edit')}
        </Button>
      )}
      {end && (
        <Popconfirm
          title={t(`${area}.endTitle`)}
          description={t(`${area}.endNote`)}
          okText={t('end')}
          okButtonProps={{ danger: true }}
          cancelText={desk('actions.cancel')}
          onConfirm={() => ending.mutateAsync().catch(() => undefined)}
        >
          <Button type="link" danger size="small" loading={ending.isPending} aria-label={t(`${area}.endOf`, { name })}>
            {t('end')}
          </Button>
        </Popconfirm>
      )}
    </Flex>
  );
}
