import { OPERATOR_ROLES, type OperatorRole } from '@shop/contract/console-access';
import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** The colours the desk header gives each role, so a role looks the same wherever it shows. */
const ROLE_COLOURS: Record<OperatorRole, string> = {
  admin: 'gold',
  catalogue: 'green',
  finance: 'blue',
  fulfilment: 'purple',
  support: 'cyan',
};

/** An operator's roles as coloured tags, in the contract's order. */
export function RoleTags({ roles }: { roles: readonly OperatorRole[] }) {
  const { t } = useTranslation('desk');
  return (
    <Space size={4} wrap>
      {OPERATOR_ROLES.filter((role) => roles.includes(role)).map((role) => (
        <Tag key={role} color={ROLE_COLOURS[role]} style={{ marginInlineEnd: 0 }}>
          {t(`roles.${role}`)}
        </Tag>
      ))}
    </Space>
  );
}
