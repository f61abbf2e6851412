import { useFormRules } from '../i18n/form-rules.ts';
import { useMutation } from '@tanstack/react-query';
import { Alert, App, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';

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
 * Asks for a reason, then sends it (rejecting a refund, hiding a review, refusing a recharge). Rendered only while
 * open, so each opening starts empty. Nothing is sent without a reason; the server's message is shown when it refuses.
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
  const { t } = useTranslation('business');
  const { t: desk } = useTranslation('desk');
  const rules = useFormRules();
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
      cancelText={desk('actions.cancel')}
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
          label={t('reason.label')}
          name="reason"
          extra={note}
          rules={[{ required: true, whitespace: true, message: requiredMessage }, rules.max(MAX_REASON)]}
        >
          <Input.TextArea rows={3} maxLength={MAX_REASON} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
