import { PictureOutlined, SendOutlined } from '@ant-design/icons';
import {
  SHOP_CHAT_TEXT_MAX,
  type SellerChatMessagesDto,
  type SellerChatSendBody,
  type ShopChatMessageDto,
} from '@shop/contract/shop-chat';
import { PICTURE_MAX_MB, PICTURE_TYPES, pictureProblem } from '@shop/desk/pictures/picture-rules.ts';
import { useScreenAtLeast } from '@shop/desk/app-shell/use-screen.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, Input, Tooltip, Typography } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { type ChangeEvent, type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadPicture } from '../../lib/upload.ts';
import { chatKeys, sendMessage } from './api.ts';
import { mergeMessages } from './merge-messages.ts';
import { QuickRepliesDrawer } from './quick-replies-drawer.tsx';
import { QuickReplyPicker } from './quick-reply-picker.tsx';
import { useThemeToken } from '@shop/desk/app-shell/theme-token.ts';

/** A reply added to what is written, on a line of its own, within the message's limit. */
export function withInserted(text: string, reply: string): string {
  const joined = text.trim() === '' ? reply : `${text.replace(/\s+$/, '')}\n${reply}`;
  return joined.slice(0, SHOP_CHAT_TEXT_MAX);
}

/**
 * Writing to the shopper: text (Enter sends, Shift+Enter starts a line; a counter to the limit), a picture sent as
 * soon as it is uploaded, and quick replies inserted into the text. A sent message joins the conversation on screen
 * at once; the list is refreshed so the conversation shows it as its last message.
 */
export function Composer({ conversationId }: { conversationId: number }) {
  const { t } = useTranslation('chat');
  const { t: pictures } = useTranslation('pictures');
  const token = useThemeToken();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  // A phone's keyboard has no Shift+Enter to speak of: the hint would only crowd the Send button there.
  const phone = !useScreenAtLeast('md');
  const [text, setText] = useState('');
  const [managing, setManaging] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const textArea = useRef<TextAreaRef>(null);

  const shown = (sent: ShopChatMessageDto) => {
    queryClient.setQueryData<SellerChatMessagesDto>(chatKeys.messages(conversationId), (old) =>
      old ? { ...old, list: mergeMessages(old.list, [sent]) } : old,
    );
    void queryClient.invalidateQueries({ queryKey: chatKeys.conversations });
  };

  const send = useMutation({
    mutationFn: (body: SellerChatSendBody) => sendMessage(body),
    onSuccess: (sent) => {
      shown(sent);
      setText('');
    },
    onError: (error) => void message.error(error.message),
  });
  const sendPicture = useMutation({
    mutationFn: async (file: File) => {
      const { url } = await uploadPicture(file);
      return sendMessage({ conversation_id: conversationId, image: url });
    },
    onSuccess: shown,
    onError: (error) => void message.error(error.message),
  });

  const trimmed = text.trim();
  const canSend = trimmed !== '' && text.length <= SHOP_CHAT_TEXT_MAX && !send.isPending;
  const submit = () => {
    if (canSend) send.mutate({ conversation_id: conversationId, text });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter while an input method is composing (Chinese, Japanese, Korean) picks a word; it must not send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = pictureProblem(file);
    if (problem) {
      void message.error(pictures(problem, { name: file.name, size: PICTURE_MAX_MB }));
      return;
    }
    sendPicture.mutate(file);
  };

  return (
    <div style={{ borderTop: `1px solid ${token.colorBorderSecondary}`, background: token.colorBgContainer }}>
      <Flex gap={4} align="center" style={{ padding: '6px 8px 0' }}>
        <input
          ref={fileInput}
          type="file"
          accept={PICTURE_TYPES.join(',')}
          aria-label={t('composer.pictureFile')}
          style={{ display: 'none' }}
          onChange={choose}
        />
        <Tooltip title={t('composer.picture')}>
          <Button
            type="text"
            icon={<PictureOutlined />}
            aria-label={t('composer.picture')}
            loading={sendPicture.isPending}
            onClick={() => fileInput.current?.click()}
          />
        </Tooltip>
        <QuickReplyPicker
          onPick={(reply) => {
            setText((current) => withInserted(current, reply));
            textArea.current?.focus();
          }}
          onManage={() => setManaging(true)}
        />
      </Flex>
      <Input.TextArea
        ref={textArea}
        aria-label={t('composer.label')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        maxLength={SHOP_CHAT_TEXT_MAX}
        autoSize={{ minRows: 2, maxRows: 6 }}
        variant="borderless"
        placeholder={t('composer.placeholder')}
        style={{ padding: '4px 12px' }}
      />
      <Flex justify="space-between" align="center" gap={8} style={{ padding: '0 12px 10px' }}>
        {phone ? (
          <span />
        ) : (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('composer.hint')}
          </Typography.Text>
        )}
        <Flex align="center" gap={12}>
          <Typography.Text
            type={text.length >= SHOP_CHAT_TEXT_MAX ? 'danger' : 'secondary'}
            style={{ fontSize: 12, whiteSpace: 'nowrap' }}
            aria-label={t('composer.counter', { used: text.length, max: SHOP_CHAT_TEXT_MAX })}
          >
            {text.length} / {SHOP_CHAT_TEXT_MAX}
          </Typography.Text>
          <Button type="primary" icon={<SendOutlined />} disabled={!canSend} loading={send.isPending} onClick={submit}>
            {t('composer.send')}
          </Button>
        </Flex>
      </Flex>
      <QuickRepliesDrawer open={managing} onClose={() => setManaging(false)} />
    </div>
  );
}
