import { DownloadOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { App, Button } from 'antd';
import { useOrderBulkWords } from './order-bulk-words.ts';

interface OrderExportButtonProps {
  /** The desk's download of its order export, given the list's filters (paging is not sent: the export is whole). */
  download(filters: URLSearchParams): Promise<unknown>;
  /** The list's server query as the URL holds it. */
  filters: URLSearchParams;
}

/** The orders the list's filters show, as a CSV file (a row per order line); the button waits while it comes. */
export function OrderExportButton({ download, filters }: OrderExportButtonProps) {
  const words = useOrderBulkWords();
  const { message } = App.useApp();
  const save = useMutation({
    mutationFn: () => {
      const whole = new URLSearchParams(filters);
      whole.delete('page');
      whole.delete('limit');
      return download(whole);
    },
    onError: (error) => void message.error(error.message),
  });
  return (
    <Button icon={<DownloadOutlined />} loading={save.isPending} onClick={() => save.mutate()}>
      {words('export')}
    </Button>
  );
}
