import { PrinterOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { App, Button } from 'antd';

interface Props {
  /** The desk's download of this order's packing slip (its packing-slips call with the one id). */
  download(): Promise<unknown>;
  /** The button's words, the desk's own. */
  label: string;
}

/**
 * Saves the order's packing slip: a PDF the API prints in the language on screen, which the packer prints. A refusal
 * (the order gone from the shop, a lost connection) shows as a message; the button waits while the file comes.
 */
export function PackingSlipButton({ download, label }: Props) {
  const { message } = App.useApp();
  const print = useMutation({
    mutationFn: download,
    onError: (error) => void message.error(error.message),
  });
  return (
    <Button icon={<PrinterOutlined />} loading={print.isPending} onClick={() => print.mutate()}>
      {label}
    </Button>
  );
}
