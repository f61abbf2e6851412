import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { FREIGHT_KEY, saveFreightRule } from './api.ts';

/** Saves a rule and refreshes the rules list (a save may add a row or change one). */
export function useSaveFreight(onSaved?: () => void) {
  const { t } = useTranslation('freight');
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  return useMutation({
    mutationFn: saveFreightRule,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: FREIGHT_KEY });
      void message.success(t('saved'));
      onSaved?.();
    },
  });
}
