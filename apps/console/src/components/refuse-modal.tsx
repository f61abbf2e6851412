import { IdempotentAttempts, isAnswered } from '@shop/desk/request/idempotent-attempts.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isStaleRow } from '../lib/stale-row.ts';
import { ReasonModal } from '@shop/desk/business/reason-modal.tsx';

export interface RefuseRequest {
  id: number;
  reason: string;
  /** One per refusal attempt, repeated on a retry of the same refusal (a withdrawal's refusal returns money). */
  idempotencyKey: string;
}

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

/** Refuses a recharge or withdrawal with a reason the shopper sees. Rendered only while open. */
export function RefuseModal({ subject, id, refuse, queryKey, note, onClose }: Props) {
  const { t } = useTranslation('common');
  const [attempts] = useState(() => new IdempotentAttempts());
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey });
  return (
    <ReasonModal
      title={t('refuse.title', { subject })}
      okText={t('refuse.ok')}
      requiredMessage={t('refuse.required')}
      successText={t('refuse.done')}
      note={note ? `${t('refuse.shopperSees')} ${note}` : t('refuse.shopperSees')}
      submit={async (reason) => {
        const body = { id, reason };
        try {
          const answer = await refuse({ ...body, idempotencyKey: attempts.keyFor(body) });
          attempts.answered();
          return answer;
        } catch (error) {
          if (isAnswered(error)) attempts.answered();
          throw error;
        }
      }}
      onDone={refresh}
      // Audited by someone else meanwhile: the queue shows what now holds, the modal says why nothing happened.
      onFailed={(error) => {
        if (isStaleRow(error)) refresh();
      }}
      onClose={onClose}
    />
  );
}
