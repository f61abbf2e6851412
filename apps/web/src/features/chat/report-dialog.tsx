import { Dialog } from 'antd-mobile';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast.ts';
import { REPORT_REASON_MAX, reportChat } from './api.ts';

interface ReportDialogProps {
  visible: boolean;
  shopId: number;
  shopName: string;
  onClose: () => void;
  /** The report was taken: the conversation says so from now on. */
  onReported: () => void;
}

/**
 * Reports the conversation to the platform (POST /api/chat/report): the shopper says why in at most 500
 * characters, and the operators read the conversation. A refusal shows the server's message and keeps the reason.
 */
export function ReportDialog({ visible, shopId, shopName, onClose, onReported }: ReportDialogProps) {
  const { t } = useTranslation(['chat', 'common']);
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [sending, setSending] = useState(false);
  const empty = reason.trim() === '';

  const submit = async () => {
    if (empty || sending) return;
    setSending(true);
    try {
      await reportChat(shopId, reason.trim());
      void toast.success(t('chat:report.done'));
      setReason('');
      onReported();
      onClose();
    } catch {
      // The request client has shown why; the reason stays for another try.
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog
      visible={visible}
      title={t('chat:report.title')}
      aria-label={t('chat:report.title')}
      bodyClassName="chat-report"
      content={
        <div className="chat-report__content">
          <p className="chat-report__hint">{t('chat:report.hint', { shop: shopName })}</p>
          <label className="chat-hidden-label" htmlFor={reasonId}>
            {t('chat:report.reason')}
          </label>
          <textarea
            id={reasonId}
            className="chat-report__reason"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            placeholder={t('chat:report.placeholder')}
            rows={4}
            maxLength={REPORT_REASON_MAX}
          />
          <span className="chat-report__count">
            {t('chat:counter', { used: reason.length, max: REPORT_REASON_MAX })}
          </span>
        </div>
      }
      onClose={onClose}
      closeOnMaskClick={!sending}
      actions={[
        [
          { key: 'cancel', text: t('common:cancel'), disabled: sending, onClick: onClose },
          {
            key: 'submit',
            text: t('chat:report.submit'),
            bold: true,
            danger: true,
            disabled: empty || sending,
            onClick: () => void submit(),
          },
        ],
      ]}
    />
  );
}
