import { z } from 'zod';
import { country, id, mobile } from './validation.ts';

const required = (message: string, max: number) => z.string({ message }).trim().min(1, message).max(max, 'tooLong');

/** address_add: create, or update when `id` is given. Addressee, mobile, area, detail and tag are required. */
export const addressBody = z.strictObject({
  id: id.optional(),
  addressee: required('addresseeRequired', 60),
  mobile: z.string({ message: 'mobileInvalid' }).pipe(mobile),
  country: z.string({ message: 'countryRequired' }).pipe(country),
  area: required('areaRequired', 120),
  detail: required('detailRequired', 240),
  tag: required('tagRequired', 20),
  is_default: z
    .union([z.boolean(), z.literal(0), z.literal(1)])
    .transform(Boolean)
    .optional(),
});
export type AddressBody = z.infer<typeof addressBody>;
export type AddressForm = z.input<typeof addressBody>;

export const addressDto = z.object({
  id: z.number().int(),
  addressee: z.string(),
  mobile: z.string(),
  country: z.string(),
  area: z.string(),
  detail: z.string(),
  tag: z.string(),
  is_default: z.boolean(),
});
export type AddressDto = z.infer<typeof addressDto>;

export const addressIdQuery = z.object({ id });
export const addressIdBody = z.strictObject({ id });

/** Suggested tags shown as chips in the form; any short text is accepted. */
export const ADDRESS_TAGS = ['home', 'company', 'school'] as const;
