import { Alert, Modal, Skeleton, Space, Typography } from 'antd';
import { type ReactNode, useCallback, useRef } from 'react';
import { type Blocker, type BlockerFunction, useBlocker, useParams } from 'react-router';
import { PageExtra, PageTitle } from '../app-shell/page-header.tsx';

/** The product's id from the address: undefined for "new", NaN for an address that names no product. */
export function useRouteProductId(): number | undefined {
  const { id } = useParams();
  if (id === undefined) return undefined;
  return /^\d{1,10}$/.test(id) && Number(id) > 0 ? Number(id) : Number.NaN;
}

/**
 * Asks before leaving the editor with unsaved edits. The editor reports its state with `onDirtyChange`; a save that
 * moves to the new product's own address first calls `markClean`.
 */
export function useLeaveGuard() {
  // A ref, not state: the blocker must see a save's "clean" at once, before the editor re-renders.
  const dirty = useRef(false);
  const onDirtyChange = useCallback((value: boolean) => {
    dirty.current = value;
  }, []);
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => dirty.current && currentLocation.pathname !== nextLocation.pathname,
    [],
  );
  const blocker = useBlocker(shouldBlock);
  const markClean = useCallback(() => {
    dirty.current = false;
  }, []);
  return { blocker, onDirtyChange, markClean };
}

/** The keys of the leave question's words in a desk's products namespace. */
export type LeaveWordKey = `edit.${'leaveTitle' | 'leave' | 'stay' | 'leaveText'}`;

/** "Leave without saving?" while the guard holds a navigation. */
export function LeaveGuardModal({ blocker, words }: { blocker: Blocker; words(key: LeaveWordKey): string }) {
  return (
    <Modal
      open={blocker.state === 'blocked'}
      title={words('edit.leaveTitle')}
      okText={words('edit.leave')}
      okButtonProps={{ danger: true }}
      cancelText={words('edit.stay')}
      onOk={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      {words('edit.leaveText')}
    </Modal>
  );
}

/** The page's title: the product's title, cut to one row (the whole title is in the form below), and its code. */
export function ProductPageTitle({ title, code, maxWidth }: { title: string; code: string; maxWidth: string }) {
  return (
    <PageTitle>
      <Space size={12} align="baseline" wrap>
        <span
          title={title}
          style={{
            display: 'inline-block',
            maxWidth,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
            verticalAlign: 'bottom',
          }}
        >
          {title}
        </span>
        <Typography.Text type="secondary" style={{ fontSize: 14, fontWeight: 'normal' }}>
          {code}
        </Typography.Text>
      </Space>
    </PageTitle>
  );
}

/** While the product or what the editor needs loads, or when that failed: the Back button and a skeleton or the error. */
export function EditorNotReady({ back, error }: { back: ReactNode; error?: Error | null }) {
  return (
    <>
      <PageExtra>{back}</PageExtra>
      {error ? <Alert type="error" showIcon title={error.message} /> : <Skeleton active />}
    </>
  );
}
