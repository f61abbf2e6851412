import type { ComponentType, SVGProps } from 'react';

/** The icon, title and intro that open the service and platform pages. */
export function ContentHero({
  Icon,
  title,
  text,
}: {
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  title: string;
  text: string;
}) {
  return (
    <section className="content-hero">
      <Icon className="content-hero__icon" aria-hidden="true" />
      <h2 className="content-hero__title">{title}</h2>
      <p className="content-hero__text">{text}</p>
    </section>
  );
}
