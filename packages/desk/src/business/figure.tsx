import { Skeleton, Statistic, type StatisticProps } from 'antd';

/**
 * antd's Statistic, whose loading state is as tall as its figure. Statistic's own `loading` draws a skeleton paragraph
 * 27 px taller than the value line, so every card below moved up when the figures came: a layout shift on each
 * dashboard load. Here the value line shows a small skeleton instead, inside the line it will hold.
 */
export function Figure({ loading, ...props }: StatisticProps) {
  return (
    <Statistic
      {...props}
      valueRender={
        loading ? () => <Skeleton.Input active size="small" style={{ verticalAlign: 'middle' }} /> : props.valueRender
      }
    />
  );
}
