import { Page } from '../../components/page.tsx';

/** Placeholder until this screen is written. */
export function ExplorePage() {
  return <Page titleKey="home">{null}</Page>;
}
