import { STAFF_ROLES, type StaffRole } from '@shop/contract/shop-staff';
import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** One colour per role, so a role looks the same in the list and the editor. */
export const STAFF_ROLE_COLOURS: Record<StaffRole, string> = {
  products: 'green',
  orders: 'purple',
  finance: 'blue',
};

/** A member's roles as coloured tags, in the contract's order. */
export function StaffRoleTags({ roles }: { roles: readonly StaffRole[] }) {
  const { t } = useTranslation('staff');
  return (
    <Space size={4} wrap>
      {STAFF_ROLES.filter((role) => roles.includes(role)).map((role) => (
        <Tag key={role} color={STAFF_ROLE_COLOURS[role]} style={{ marginInlineEnd: 0 }}>
          {t(`roles.${role}`)}
        </Tag>
      ))}
    </Space>
  );
}
