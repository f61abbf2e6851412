import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { IdempotentAttempts, isAnswered, isStaleRow } from '../lib/idempotent-attempts.ts';

export interface RefuseRequest {
  id: number;
  reason: string;
  /** One per refusal attempt, repeated on a retry of the same refusal (a withdrawal's refusal returns money). */
  idempotencyKey: string;
}

const MAX_REASON = 200;

interface Props {
  /** What is refused, for the title: "recharge #12". */
  subject: string;
  id: number;
  /** Posts the refusal; the shopper sees the reason. */
  refuse(request: RefuseRequest): Promise<unknown>;
  /** What else happens, e.g. that the hold returns to the balance. */
  note?: string;
  /** The queries to refresh afterwards (the queue). */
  queryKey: readonly unknown[];
  onClose(): void;
}

/** Refuses a recharge or withdrawal with a reason. Rendered only while open, so each opening starts empty. */
export function RefuseModal({ subject, id, refuse, queryKey, note, onClose }: Props) {
  const [form] = Form.useForm<{ reason: string }>();
  const [attempts] = useState(() => new IdempotentAttempts());
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const mutation = useMutation({
    mutationFn: refuse,
    onSuccess: () => {
      attempts.answered();
      void queryClient.invalidateQueries({ queryKey });
      void message.success('Refused');
      onClose();
    },
    onError: (error) => {
      if (isAnswered(error)) attempts.answered();
      // Audited by someone else meanwhile: the queue shows what now holds, the modal says why nothing happened.
      if (isStaleRow(error)) void queryClient.invalidateQueries({ queryKey });
    },
  });

  return (
    <Modal
      open
      title={`Refuse ${subject}`}
      okText="Refuse"
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
        onFinish={(values) => {
          const body = { id, reason: values.reason.trim() };
          mutation.mutate({ ...body, idempotencyKey: attempts.keyFor(body) });
        }}
      >
        <Form.Item
          label="Reason"
          name="reason"
          extra={note ? `The shopper sees this reason. ${note}` : 'The shopper sees this reason.'}
          rules={[
            { required: true, whitespace: true, message: 'Enter the reason for refusing' },
            { max: MAX_REASON, message: `At most ${MAX_REASON} characters` },
          ]}
        >
          <Input.TextArea rows={3} maxLength={MAX_REASON} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
