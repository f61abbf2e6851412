import type {
  RecoveryCodesDto,
  SessionListDto,
  TwoFactorSetupDto,
  TwoFactorStatusDto,
} from '@shop/contract/account-security';
import { Col, Row } from 'antd';
import { PasswordCard } from './password-card.tsx';
import { SessionsCard } from './sessions-card.tsx';
import { TwoFactorCard } from './two-factor-card.tsx';

/** The calls of one's own account security, each desk's own (`/api/console/my/…`, `/api/seller/security/…`). */
export interface AccountSecurityApi {
  twoFactor(): Promise<TwoFactorStatusDto>;
  setup(body: { password: string }): Promise<TwoFactorSetupDto>;
  enable(body: { code: string }): Promise<RecoveryCodesDto>;
  disable(body: { password: string; code: string }): Promise<unknown>;
  renewCodes(body: { code: string }): Promise<RecoveryCodesDto>;
  changePassword(body: { old_password: string; new_password: string; confirm_password: string }): Promise<unknown>;
  sessions(): Promise<SessionListDto>;
  endSession(id: number): Promise<unknown>;
  endOtherSessions(): Promise<{ ended: number }>;
}

export interface AccountSecurityPanelProps {
  api: AccountSecurityApi;
  /**
   * The panel's queries live under this key, and every change invalidates it: a desk whose other queries depend on
   * these changes (who is signed in, whether two-factor sign-in is still owed) gives a key above them.
   */
  queryKey: readonly unknown[];
  /** Who is signed in: named in the password card and in the recovery codes' file. */
  accountName: string;
}

/**
 * One's own account security, as both desks show it: the password, two-factor sign-in with its recovery codes, and
 * the sessions. Side by side on a wide screen, stacked on a phone.
 */
export function AccountSecurityPanel({ api, queryKey, accountName }: AccountSecurityPanelProps) {
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <PasswordCard api={api} queryKey={queryKey} accountName={accountName} />
      </Col>
      <Col xs={24} lg={12}>
        <TwoFactorCard api={api} queryKey={queryKey} accountName={accountName} />
      </Col>
      <Col span={24}>
        <SessionsCard api={api} queryKey={queryKey} />
      </Col>
    </Row>
  );
}
