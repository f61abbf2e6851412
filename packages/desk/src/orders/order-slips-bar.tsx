import { PrinterOutlined } from '@ant-design/icons';
import { MAX_PACKING_SLIPS } from '@shop/contract/packing-slips';
import { useMutation } from '@tanstack/react-query';
import { App, Button, Typography } from 'antd';
import { SelectionBar } from '../list/selection-bar.tsx';
import { useOrderBulkWords } from './order-bulk-words.ts';

interface OrderSlipsBarProps {
  /** The chosen orders' ids, in the order they were chosen (the slips print in that order). */
  ids: number[];
  clear(): void;
  /** The desk's download of these orders' packing slips as one PDF. */
  print(ids: number[]): Promise<unknown>;
}

/**
 * The chosen orders' actions above the list: print their packing slips as one PDF (a page or more per order), in
 * the language on screen. Above MAX_PACKING_SLIPS the print waits for a smaller choice.
 */
export function OrderSlipsBar({ ids, clear, print }: OrderSlipsBarProps) {
  const words = useOrderBulkWords();
  const { message } = App.useApp();
  const printing = useMutation({ mutationFn: print, onError: (error) => void message.error(error.message) });
  if (ids.length === 0) return null;
  const tooMany = ids.length > MAX_PACKING_SLIPS;
  return (
    <SelectionBar label={words('selected', { count: ids.length })}>
      <Button
        icon={<PrinterOutlined />}
        disabled={tooMany}
        loading={printing.isPending}
        onClick={() => printing.mutate(ids)}
      >
        {words('printSlips')}
      </Button>
      <Button type="link" onClick={clear}>
        {words('clear')}
      </Button>
      {tooMany && <Typography.Text type="warning">{words('tooMany', { max: MAX_PACKING_SLIPS })}</Typography.Text>}
    </SelectionBar>
  );
}
