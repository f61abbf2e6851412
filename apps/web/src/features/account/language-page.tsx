import { localeOf, normalizeLang } from '@shop/contract/languages';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckList, Skeleton } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page.tsx';
import { changeLanguage, i18n } from '../../lib/i18n.ts';
import { session, useSession } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { accountKeys, accountQueries, saveLanguage } from './api.ts';

export function LanguagePage() {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const current = useSession((s) => s.setting.lang.file_name);
  const { data: languages, isPending } = useQuery(accountQueries.languages());
  const [switching, setSwitching] = useState(false);

  const choose = async (value: unknown) => {
    const code = normalizeLang(value);
    if (!code || code === current || switching) return;
    setSwitching(true);
    try {
      session.setLang(code);
      await changeLanguage(code);
      if (session.get().token) {
        await saveLanguage(code);
        const user = session.get().userInfo;
        if (user) session.setUserInfo({ ...user, lang: code });
        await queryClient.invalidateQueries({ queryKey: accountKeys.info() });
      }
      // Through i18n, not the render's t: the toast speaks the language just chosen.
      void toast.success(i18n.t('common:success.setting'));
    } catch {
      // The request client has shown why saving on the account failed; the screen already speaks the new language.
    } finally {
      setSwitching(false);
    }
  };

  return (
    <Page titleKey="language">
      <div className="account-body">
        <p className="account-hint account-hint--top">{t('language.hint')}</p>
        {isPending ? (
          <div className="account-skeleton">
            <Skeleton.Paragraph lineCount={5} animated />
          </div>
        ) : (
          <CheckList
            mode="card"
            className="account-list"
            value={[current]}
            onChange={([value]) => void choose(value)}
            disabled={switching}
          >
            {(languages ?? []).map((language) => {
              const code = normalizeLang(language.file_name);
              return (
                <CheckList.Item key={language.file_name} value={language.file_name}>
                  <span lang={code ? localeOf(code) : undefined}>{language.language_name}</span>
                </CheckList.Item>
              );
            })}
          </CheckList>
        )}
      </div>
    </Page>
  );
}
