import { Alert, Button, Drawer, Flex } from 'antd';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** A refusal of the whole save (none of the form's fields), with an optional hint of what to do. */
export interface FormRefusal {
  message: string;
  hint?: string;
}

interface Props {
  title: ReactNode;
  /** Submits the form (`form.submit()`); Save spins while `saving`. */
  onSave(): void;
  saving: boolean;
  onClose(): void;
  /** Shown above the form, and scrolled into view when it comes. */
  refusal?: FormRefusal | null;
  /** Width on a desk; a phone gets the whole width (antd caps a drawer at the window). */
  size?: number;
  children: ReactNode;
}

/**
 * An editor in a drawer at the right: its form, Cancel and Save at its foot, and the refusal that belongs to no
 * field above the form. Rendered only while open (destroyed on close), so each opening starts from saved values.
 */
export function FormDrawer({ title, onSave, saving, onClose, refusal, size = 520, children }: Props) {
  const { t } = useTranslation('desk');
  const top = useRef<HTMLDivElement>(null);
  // The drawer may be scrolled down to Save: bring a refusal at its top into view.
  useEffect(() => {
    if (refusal) top.current?.scrollIntoView({ block: 'nearest' });
  }, [refusal]);
  return (
    <Drawer
      open
      size={size}
      title={title}
      onClose={onClose}
      destroyOnHidden
      footer={
        <Flex justify="end" gap={8}>
          <Button onClick={onClose}>{t('actions.cancel')}</Button>
          <Button type="primary" loading={saving} onClick={onSave}>
            {t('actions.save')}
          </Button>
        </Flex>
      }
    >
      <div ref={top} />
      {refusal && (
        <Alert
          type="error"
          showIcon
          role="alert"
          style={{ marginBottom: 16 }}
          title={refusal.message}
          description={refusal.hint}
        />
      )}
      {children}
    </Drawer>
  );
}
