import { MAX_PRODUCT_IMAGES } from '@shop/contract/product-skus';
import type { UploadFile, UploadProps } from 'antd';
import { Button, Typography, Upload } from 'antd';
import { type CSSProperties, type DragEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { moveItem, PICTURE_MAX_MB, PICTURE_TYPES, pictureProblem } from './picture-rules.ts';
import { useThemeToken } from '../app-shell/theme-token.ts';

export interface PictureListFieldProps {
  /** The pictures' urls, cover first. */
  value?: string[];
  onChange?: (urls: string[]) => void;
  /** Sends one picture (the app's upload call) and resolves with the url it answered. */
  upload: (file: File) => Promise<{ url: string }>;
  /** Most pictures the field takes (default 9, a product's). */
  max?: number;
  /** Set by Form.Item, so that `form.scrollToField` finds the field. */
  id?: string;
  disabled?: boolean;
  /** Whether the first picture is marked as the cover (a product's pictures); off for documents. Default on. */
  cover?: boolean;
}

/** A picture still being sent, or one the upload refused (shown until removed). */
interface Pending {
  uid: string;
  name: string;
  status: 'uploading' | 'error';
  message?: string;
}

/** Ids that follow each url when the list is reordered (a repeated url gets a suffix). */
function uidsOf(urls: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return urls.map((url) => {
    const count = seen.get(url) ?? 0;
    seen.set(url, count + 1);
    return count ? `${url}#${count}` : url;
  });
}

/**
 * The pictures of something the desk edits (a product's 1 to 9, cover first), as antd picture cards: a picked
 * picture is checked (type, size, count) and sent at once through `upload`; a refused upload stays on its card
 * until removed; pictures are reordered by dragging or with the "move left/right" buttons on each card.
 */
export function PictureListField({
  value,
  onChange,
  upload,
  max = MAX_PRODUCT_IMAGES,
  id,
  disabled,
  cover = true,
}: PictureListFieldProps) {
  const { t } = useTranslation('pictures');
  const token = useThemeToken();
  const urls = useMemo(() => value ?? [], [value]);
  const uids = useMemo(() => uidsOf(urls), [urls]);
  const [pending, setPending] = useState<Pending[]>([]);
  const [refusals, setRefusals] = useState<string[]>([]);
  const [dropTarget, setDropTarget] = useState<number>();
  // Uploads finish after renders: they add to the latest list, not to the one their render saw.
  const latest = useRef(urls);
  const inFlight = useRef(0);
  // Pictures join the list in the order they were picked, whichever upload finishes first.
  const picks = useRef<{ uid: string; url?: string; failed?: boolean }[]>([]);
  const dragFrom = useRef<number>(undefined);
  const failed = pending.filter((item) => item.status === 'error').length;

  // Moving a card re-inserts it in the page, which drops the focus: after a move by button, focus follows the picture.
  const box = useRef<HTMLDivElement>(null);
  const refocus = useRef<{ number: number; left: boolean }>(undefined);

  useEffect(() => {
    latest.current = urls;
    const wanted = refocus.current;
    refocus.current = undefined;
    if (!wanted || !box.current) return;
    const buttons = [t('moveLeft', wanted), t('moveRight', wanted)].map((label) =>
      box.current?.querySelector<HTMLButtonElement>(`button[aria-label="${CSS.escape(label)}"]`),
    );
    const [first, second] = wanted.left ? buttons : buttons.reverse();
    (first && !first.disabled ? first : second)?.focus();
  }, [urls, t]);

  const commit = (next: string[]) => {
    latest.current = next;
    onChange?.(next);
  };
  const move = (from: number, to: number) => commit(moveItem(latest.current, from, to));

  const beforeUpload: UploadProps['beforeUpload'] = (file, batch) => {
    const refuse = (message: string) => {
      setRefusals((list) => [...list, message]);
      return Upload.LIST_IGNORE;
    };
    if (file === batch[0]) setRefusals([]);
    const problem = pictureProblem(file);
    if (problem) return refuse(t(problem, { name: file.name, size: PICTURE_MAX_MB }));
    if (latest.current.length + inFlight.current + failed >= max) return refuse(t('tooMany', { name: file.name, max }));
    inFlight.current += 1;
    return true;
  };

  /** Adds the finished uploads at the head of the pick order; a later one waits for those picked before it. */
  const flushPicks = () => {
    const ready: { uid: string; url: string }[] = [];
    let head = picks.current[0];
    while (head && (head.url !== undefined || head.failed)) {
      picks.current.shift();
      if (head.url !== undefined) ready.push({ uid: head.uid, url: head.url });
      head = picks.current[0];
    }
    if (ready.length === 0) return;
    const done = new Set(ready.map((item) => item.uid));
    setPending((list) => list.filter((item) => !done.has(item.uid)));
    commit([...latest.current, ...ready.map((item) => item.url)]);
  };

  const customRequest: UploadProps['customRequest'] = ({ file }) => {
    const picked = file as File & { uid: string };
    const pick: { uid: string; url?: string; failed?: boolean } = { uid: picked.uid };
    picks.current.push(pick);
    setPending((list) => [...list, { uid: picked.uid, name: picked.name, status: 'uploading' }]);
    upload(picked)
      .then(
        ({ url }) => {
          pick.url = url;
          flushPicks();
        },
        (error: unknown) => {
          const message = error instanceof Error && error.message ? error.message : t('failed');
          pick.failed = true;
          setPending((list) =>
            list.map((item) => (item.uid === picked.uid ? { ...item, status: 'error', message } : item)),
          );
          flushPicks();
        },
      )
      .finally(() => {
        inFlight.current -= 1;
      });
  };

  const onRemove = (file: UploadFile) => {
    if (pending.some((item) => item.uid === file.uid)) {
      setPending((list) => list.filter((item) => item.uid !== file.uid));
    } else {
      const index = uids.indexOf(file.uid);
      commit(latest.current.filter((_, i) => i !== index));
    }
    // The list is this field's value, not antd's: nothing for Upload to remove.
    return false;
  };

  const fileList: UploadFile[] = [
    ...urls.map(
      (url, i): UploadFile => ({ uid: uids[i] ?? url, name: t('picture', { number: i + 1 }), status: 'done', url }),
    ),
    ...pending.map(
      (item): UploadFile => ({
        uid: item.uid,
        name: item.name,
        status: item.status,
        error: item.message ? { message: item.message } : undefined,
      }),
    ),
  ];

  const endDrag = () => {
    dragFrom.current = undefined;
    setDropTarget(undefined);
  };
  const dragHandlers = (index: number) => ({
    draggable: !disabled && urls.length > 1,
    onDragStart: (event: DragEvent) => {
      dragFrom.current = index;
      // Some browsers start a drag only with data set.
      event.dataTransfer?.setData('text/plain', String(index));
      if (event.dataTransfer) event.dataTransfer.effectAllowed = 'move';
    },
    onDragOver: (event: DragEvent) => {
      if (dragFrom.current === undefined) return;
      event.preventDefault();
      setDropTarget(index);
    },
    onDragLeave: () => setDropTarget(undefined),
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      const from = dragFrom.current;
      endDrag();
      if (from !== undefined && from !== index) move(from, index);
    },
    onDragEnd: endDrag,
  });

  const card: CSSProperties = {
    position: 'relative',
    width: '100%',
    height: '100%',
    borderRadius: token.borderRadiusLG,
  };
  const badge: CSSProperties = {
    position: 'absolute',
    top: 4,
    left: 4,
    zIndex: 2,
    padding: '0 6px',
    borderRadius: token.borderRadiusSM,
    background: token.colorPrimary,
    color: token.colorTextLightSolid,
    fontSize: token.fontSizeSM,
    lineHeight: '18px',
    pointerEvents: 'none',
  };
  const moveBar: CSSProperties = {
    position: 'absolute',
    left: 4,
    right: 4,
    bottom: 4,
    zIndex: 2,
    display: 'flex',
    justifyContent: 'space-between',
  };
  const moveButton: CSSProperties = { background: token.colorBgContainer, opacity: 0.9 };

  const itemRender: UploadProps['itemRender'] = (originNode, file) => {
    const index = uids.indexOf(file.uid);
    if (index < 0) {
      return (
        <div style={card}>
          {originNode}
          {file.status === 'error' && (
            <Typography.Text
              type="danger"
              style={{ ...badge, background: token.colorBgContainer, color: token.colorError, top: 'auto', bottom: 4 }}
            >
              {t('failed')}
            </Typography.Text>
          )}
        </div>
      );
    }
    const movable = max > 1 && urls.length > 1;
    return (
      <div
        {...dragHandlers(index)}
        style={{
          ...card,
          cursor: movable && !disabled ? 'grab' : undefined,
          outline: dropTarget === index ? `2px dashed ${token.colorPrimary}` : undefined,
        }}
      >
        {originNode}
        {cover && max > 1 && index === 0 && <span style={badge}>{t('cover')}</span>}
        {movable && (
          <div style={moveBar}>
            <Button
              size="small"
              style={moveButton}
              aria-label={t('moveLeft', { number: index + 1 })}
              title={t('moveLeft', { number: index + 1 })}
              disabled={disabled || index === 0}
              onClick={() => {
                refocus.current = { number: index, left: true };
                move(index, index - 1);
              }}
            >
              ‹
            </Button>
            <Button
              size="small"
              style={moveButton}
              aria-label={t('moveRight', { number: index + 1 })}
              title={t('moveRight', { number: index + 1 })}
              disabled={disabled || index === urls.length - 1}
              onClick={() => {
                refocus.current = { number: index + 2, left: false };
                move(index, index + 1);
              }}
            >
              ›
            </Button>
          </div>
        )}
      </div>
    );
  };

  const full = urls.length + pending.length >= max;
  return (
    <div ref={box} id={id} tabIndex={-1} style={{ outline: 'none' }}>
      <Upload
        listType="picture-card"
        fileList={fileList}
        accept={PICTURE_TYPES.join(',')}
        multiple={max > 1}
        disabled={disabled}
        // The trigger holds text, not a button of its own: antd then makes the card itself a focusable button.
        hasControlInside={false}
        beforeUpload={beforeUpload}
        customRequest={customRequest}
        onRemove={onRemove}
        itemRender={itemRender}
        locale={{
          uploading: t('uploading'),
          removeFile: t('remove'),
          uploadError: t('failed'),
          previewFile: t('preview'),
        }}
      >
        {full || disabled ? null : (
          <div>
            <div aria-hidden="true" style={{ fontSize: 20, lineHeight: 1 }}>
              +
            </div>
            <div style={{ marginTop: 8 }}>{t('add')}</div>
          </div>
        )}
      </Upload>
      {refusals.length > 0 && (
        <div role="alert">
          {refusals.map((message) => (
            <Typography.Text key={message} type="danger" style={{ display: 'block' }}>
              {message}
            </Typography.Text>
          ))}
        </div>
      )}
    </div>
  );
}
