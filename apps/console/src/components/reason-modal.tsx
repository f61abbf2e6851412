import { useMutation } from '@tanstack/react-query';
import { Alert, App, Form, Input, Modal } from 'antd';

const MAX_REASON = 200;

interface Props {
  /** "Reject refund #12". */
  title: string;
  /** The OK button: "Reject", "Hide". */
  okText: string;
  /** Shown under the field when the reason is missing: "Enter the reason for rejecting". */
  requiredMessage: string;
  /** The toast once done: "Rejected". */
  successText: string;
  /** Who sees the reason and what else happens. */
  note?: string;
  /** Sends the trimmed reason. */
  submit(reason: string): Promise<unknown>;
  /** After the server accepted it: refresh what shows the row, say so. */
  onDone(): void;
  /** After the server refused it (the message is shown in the modal). */
  onFailed?(error: Error): void;
  onClose(): void;
}

/**
 * Asks for a reason, then sends it (rejecting a refund, hiding a review). Rendered only while open, so each opening
 * starts empty. Nothing is sent without a reason; the server's message is shown when it refuses.
 */
export function ReasonModal({
  title,
  okText,
  requiredMessage,
  successText,
  note,
  submit,
  onDone,
  onFailed,
  onClose,
}: Props) {
  const [form] = Form.useForm<{ reason: string }>();
  const { message } = App.useApp();
  const mutation = useMutation({
    mutationFn: submit,
    onSuccess: () => {
      onDone();
      void message.success(successText);
      onClose();
    },
    onError: (error) => onFailed?.(error),
  });

  return (
    <Modal
      open
      title={title}
      okText={okText}
      okButtonProps={{ danger: true }}
      onOk={() => form.submit()}
      confirmLoading={mutation.isPending}
      onCancel={onClose}
    >
      {mutation.error && <Alert type="error" showIcon title={mutation.error.message} style={{ marginBottom: 16 }} />}
      <Form<{ reason: string }>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => mutation.mutate(values.reason.trim())}
      >
        <Form.Item
          label="Reason"
          name="reason"
          extra={note}
          rules={[
            { required: true, whitespace: true, message: requiredMessage },
            { max: MAX_REASON, message: `At most ${MAX_REASON} characters` },
          ]}
        >
          <Input.TextArea rows={3} maxLength={MAX_REASON} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
