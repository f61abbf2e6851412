import type { CampaignDto } from '@shop/contract/promotion';
import { type LocalizedForm, localizedForm, localizedRequest } from '@shop/desk/localized/localized-text.ts';
import { fromLocalInput, toLocalInput } from '../../lib/date-time.ts';
import type { CampaignSaveInput } from './api.ts';

/** The campaign form's fields as antd holds them: the name per language, the window as datetime-local values. */
export interface CampaignFormValues {
  name: LocalizedForm;
  starts_at?: string;
  ends_at?: string;
  active: boolean;
}

/** The form of a saved campaign; a new one is on, with its window still to choose. */
export function campaignFormValues(campaign?: CampaignDto): CampaignFormValues {
  return {
    name: localizedForm(campaign?.name),
    starts_at: campaign ? toLocalInput(campaign.starts_at) : undefined,
    ends_at: campaign ? toLocalInput(campaign.ends_at) : undefined,
    active: campaign?.active ?? true,
  };
}

/**
 * The save request: English always, the other names when written, the window as ISO times. The form's rules
 * require both ends, so an empty string only reaches the server by mistake, and the server refuses it.
 */
export function campaignBody(values: CampaignFormValues, id?: number): CampaignSaveInput {
  return {
    ...(id === undefined ? {} : { id }),
    name: localizedRequest(values.name),
    starts_at: fromLocalInput(values.starts_at ?? '') ?? '',
    ends_at: fromLocalInput(values.ends_at ?? '') ?? '',
    active: values.active,
  };
}
