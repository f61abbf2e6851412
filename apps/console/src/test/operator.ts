import type { OperatorDto } from '@shop/contract/console';
import type { OperatorRole } from '@shop/contract/console-access';

/** The signed-in operator as /api/console/me answers it: Ann, with `roles`, two-factor sign-in off and not owed. */
export function operatorOf(roles: OperatorRole[], changes: Partial<OperatorDto> = {}): OperatorDto {
  return {
    id: 1,
    account: 'ann',
    name: 'Ann Operator',
    roles,
    email: 'ann@example.com',
    two_factor_enabled: false,
    two_factor_setup_required: false,
    ...changes,
  };
}
