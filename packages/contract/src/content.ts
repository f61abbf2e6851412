import { z } from 'zod';

export const languageDto = z.object({ language_name: z.string(), chinese_name: z.string(), file_name: z.string() });

export const contentPageDto = z.object({ title: z.string(), content: z.string() });
export type ContentPageDto = z.infer<typeof contentPageDto>;

/** Contact channels for customer service, set by operators. */
export const serviceChannelDto = z.object({
  kind: z.enum(['email', 'phone', 'whatsapp', 'telegram', 'line', 'wechat', 'link']),
  label: z.string(),
  value: z.string(),
});
export type ServiceChannelDto = z.infer<typeof serviceChannelDto>;

/** Public settings the shopper app needs before anything else. */
export const publicConfigDto = z.object({
  merchant_url: z.string(),
  service_channels: z.array(serviceChannelDto),
  service_hours: z.string(),
});
export type PublicConfigDto = z.infer<typeof publicConfigDto>;
