import './signed-in-devices.css';
import '../../lib/antd-react19.ts';
import type { SessionDto, SessionListDto } from '@shop/contract/account-security';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Dialog, List } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { accountKeys, accountQueries, endOtherSessions, endSession } from './api.ts';
import { DeviceIcon } from './device-icons.tsx';
import { deviceKind, lastActive, orderSessions } from './sessions.ts';

export interface SignedInDevicesProps {
  /** What stands in while the sessions are read: the page's, shown while this module loads too. */
  placeholder: ReactNode;
}

/**
 * The security centre's "Signed-in devices" (loaded apart from the page, which says why): every session of the
 * account, this one first and marked, each other one with "Sign out", and "Sign out of all other devices" while there
 * are others. This device signs out in Settings. Until the sessions are in, the page's placeholder stands in.
 */
export function SignedInDevices({ placeholder }: SignedInDevicesProps) {
  const { t } = useTranslation(['account', 'common']);
  const sessions = useQuery(accountQueries.sessions());
  const end = useEndSession();
  const endOthers = useEndOtherSessions();
  const busy = end.isPending || endOthers.isPending;
  const nameOf = (session: SessionDto) => session.device || t('sessions.unknownDevice');

  const confirmEnd = async (session: SessionDto) => {
    const device = nameOf(session);
    const confirmed = await Dialog.confirm({
      content: t('sessions.endConfirm', { device }),
      confirmText: t('sessions.end'),
      cancelText: t('common:cancel'),
    });
    if (confirmed) end.mutate(session.id, { onSuccess: () => void toast.success(t('sessions.ended', { device })) });
  };

  const confirmEndOthers = async () => {
    const confirmed = await Dialog.confirm({
      content: t('sessions.endOthersConfirm'),
      confirmText: t('sessions.end'),
      cancelText: t('common:cancel'),
    });
    if (confirmed) {
      endOthers.mutate(undefined, {
        onSuccess: ({ ended }) => void toast.success(t('sessions.endedOthers', { count: ended })),
      });
    }
  };

  if (!sessions.data) {
    if (sessions.isPending) return placeholder;
    // The request client has toasted why (offline, the banner says so).
    return (
      <section aria-label={t('sessions.title')}>
        <List mode="card" className="account-list" header={t('sessions.title')}>
          <List.Item
            extra={
              <button type="button" className="link-button" onClick={() => void sessions.refetch()}>
                {t('common:retry')}
              </button>
            }
          >
            {t('sessions.loadFailed')}
          </List.Item>
        </List>
      </section>
    );
  }

  const list = orderSessions(sessions.data);
  const others = list.filter((session) => !session.current);
  return (
    <section aria-label={t('sessions.title')}>
      <List mode="card" className="account-list" header={t('sessions.title')}>
        {list.map((session) => (
          <SessionItem
            key={session.id}
            session={session}
            name={nameOf(session)}
            disabled={busy}
            onEnd={() => void confirmEnd(session)}
          />
        ))}
      </List>
      {others.length > 0 && (
        <div className="account-actions">
          <Button
            block
            shape="rounded"
            size="large"
            className="account-logout"
            loading={endOthers.isPending}
            disabled={busy}
            onClick={() => void confirmEndOthers()}
          >
            {t('sessions.endOthers')}
          </Button>
        </div>
      )}
      <p className="account-hint">{t('sessions.hint')}</p>
    </section>
  );
}

/**
 * Ends one other session. The list drops it at once and is read again either way: a session that had already ended
 * (SESSION_NOT_FOUND, toasted by the request client) leaves it too.
 */
function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSuccess: (_data, id) =>
      queryClient.setQueryData<SessionListDto>(accountKeys.sessions(), (data) =>
        data ? { list: data.list.filter((session) => session.id !== id) } : data,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
}

/** Ends every session but this one; the list keeps this one only, then is read again. */
function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endOtherSessions,
    onSuccess: () =>
      queryClient.setQueryData<SessionListDto>(accountKeys.sessions(), (data) =>
        data ? { list: data.list.filter((session) => session.current) } : data,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
}

function SessionItem({
  session,
  name,
  disabled,
  onEnd,
}: {
  session: SessionDto;
  name: string;
  disabled: boolean;
  onEnd: () => void;
}) {
  const { t } = useTranslation('account');
  const lang = useLang();
  const when = session.current ? null : lastActive(session.last_used_at, lang);
  return (
    <List.Item
      className="session"
      prefix={<DeviceIcon kind={deviceKind(session.device)} className="account-list__icon" aria-hidden="true" />}
      description={
        <span className="session__facts">
          {session.ip && <span className="session__ip">{session.ip}</span>}
          <time dateTime={session.last_used_at}>
            {when === null ? t('sessions.activeNow') : t('sessions.lastActive', { when })}
          </time>
        </span>
      }
      extra={
        session.current ? undefined : (
          <Button
            size="mini"
            shape="rounded"
            fill="outline"
            className="session__end"
            disabled={disabled}
            aria-label={t('sessions.endLabel', { device: name })}
            onClick={onEnd}
          >
            {t('sessions.end')}
          </Button>
        )
      }
    >
      <span className="session__name">
        <span className="session__device">{name}</span>
        {session.current && (
          // Drawn as antd-mobile's Tag, without it: shared with the page, it would become a chunk of its own.
          <span className="session__current">{t('sessions.thisDevice')}</span>
        )}
      </span>
    </List.Item>
  );
}
