import { Alert, Button, Flex, Form, Typography } from 'antd';
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShownIssue } from './editor-issues.ts';
import type { FieldName, ProductFormValues, ProductSaveRequest } from './product-form.ts';
import { useThemeToken } from '../app-shell/theme-token.ts';

interface SaveBarProps {
  /** The request as last loaded or saved (JSON): the form is dirty while its request differs. */
  saved: string;
  /** Whether this editor has saved at least once. */
  savedOnce: boolean;
  build(values: ProductFormValues): ProductSaveRequest;
  issues: readonly ShownIssue[];
  /** A refusal that names no field. */
  failure?: string;
  saving: boolean;
  onSave(): void;
  onGoTo(name: FieldName): void;
  onDirtyChange?(dirty: boolean): void;
}

/**
 * The sticky bar at the bottom of the editor: Save, whether there are unsaved edits, and the list of every problem
 * found (each opens its field). It alone follows every keystroke (to know whether the form is dirty), so typing
 * does not redraw the whole editor.
 */
export function SaveBar({
  saved,
  savedOnce,
  build,
  issues,
  failure,
  saving,
  onSave,
  onGoTo,
  onDirtyChange,
}: SaveBarProps) {
  const { t } = useTranslation('product-editor');
  const token = useThemeToken();
  const form = Form.useFormInstance<ProductFormValues>();
  // antd calls the selector with {} before the form is connected: no opinion then.
  const current = Form.useWatch(
    useCallback((values: ProductFormValues) => (values.skus ? JSON.stringify(build(values)) : undefined), [build]),
    { form, preserve: true },
  );
  const dirty = current !== undefined && current !== saved;

  const reportDirty = useRef(onDirtyChange);
  // Reported in the commit that shows "Unsaved changes" (a layout effect), not after the paint: a click on Back
  // right after the edit must already meet the router's blocker.
  useLayoutEffect(() => {
    reportDirty.current = onDirtyChange;
  });
  useLayoutEffect(() => {
    reportDirty.current?.(dirty);
  }, [dirty]);
  useEffect(() => {
    if (!dirty) return;
    // Closing or reloading the tab asks first too (the app's router blocker covers navigation inside the app).
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return (
    <div
      style={{
        position: 'sticky',
        bottom: 0,
        marginTop: 16,
        zIndex: 10,
        padding: '12px 16px',
        background: token.colorBgContainer,
        borderTop: `1px solid ${token.colorBorderSecondary}`,
        boxShadow: token.boxShadowTertiary,
      }}
    >
      {issues.length > 0 && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          title={t('save.problems', { count: issues.length })}
          description={
            <ul
              aria-label={t('save.problemList')}
              style={{ maxHeight: 160, overflow: 'auto', margin: 0, paddingInlineStart: 16 }}
            >
              {issues.map((issue) => (
                <li key={`${issue.name.join('.')}:${issue.message}`}>
                  <Button
                    type="link"
                    size="small"
                    onClick={() => onGoTo(issue.name)}
                    style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start' }}
                  >
                    {t('save.problem', { field: issue.label, message: issue.message })}
                  </Button>
                </li>
              ))}
            </ul>
          }
        />
      )}
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 12 }} />}
      <Flex justify="space-between" align="center" gap={12}>
        <Typography.Text type="secondary" aria-live="polite">
          {dirty ? t('save.unsaved') : savedOnce ? t('save.saved') : ''}
        </Typography.Text>
        <Button type="primary" size="large" loading={saving} onClick={onSave}>
          {t('save.save')}
        </Button>
      </Flex>
    </div>
  );
}
