import { ShopbagOutline } from 'antd-mobile-icons';

/** The brand block at the top of the signed-out screens. */
export function AuthHero({ heading, hint }: { heading: string; hint: string }) {
  return (
    <div className="auth-hero">
      <div className="auth-hero__logo" aria-hidden="true">
        <ShopbagOutline />
      </div>
      <h2 className="auth-hero__heading">{heading}</h2>
      <p className="auth-hero__hint">{hint}</p>
    </div>
  );
}
