import { PictureListField, type PictureListFieldProps } from './picture-list-field.tsx';

export interface PictureFieldProps extends Omit<PictureListFieldProps, 'value' | 'onChange' | 'max'> {
  /** The picture's url; undefined when there is none. */
  value?: string;
  onChange?: (url: string | undefined) => void;
}

/** One picture (a category's icon, a shop's logo or banner, a banner's image): the picture list's rules, for one. */
export function PictureField({ value, onChange, ...props }: PictureFieldProps) {
  return <PictureListField {...props} max={1} value={value ? [value] : []} onChange={(urls) => onChange?.(urls[0])} />;
}
