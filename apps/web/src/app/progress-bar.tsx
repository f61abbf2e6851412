import { useNavigation } from 'react-router';

/** A thin bar at the top while a route (its code or its guard) loads; no spinner. */
export function ProgressBar() {
  const navigation = useNavigation();
  const active = navigation.state !== 'idle';
  return (
    <div className={`progress-bar${active ? ' progress-bar--active' : ''}`} role="progressbar" aria-hidden={!active} />
  );
}
