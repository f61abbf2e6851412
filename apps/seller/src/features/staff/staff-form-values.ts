import type { StaffDto, StaffRole, StaffSaveForm } from '@shop/contract/shop-staff';

/** What the editor holds: the save body's fields as typed. */
export interface StaffFormValues {
  name: string;
  display_name: string;
  email: string;
  roles: StaffRole[];
  active: boolean;
}

/** A new member starts active with no role: the owner decides what it may open. */
export const NEW_STAFF_VALUES: StaffFormValues = { name: '', display_name: '', email: '', roles: [], active: true };

export function toStaffFormValues(staff: StaffDto): StaffFormValues {
  return {
    name: staff.name,
    display_name: staff.display_name,
    email: staff.email,
    roles: [...staff.roles],
    active: staff.active,
  };
}

/** The save body: trimmed texts, and the id of the member being changed (none invites a new one). */
export function toStaffSaveBody(values: StaffFormValues, id?: number): StaffSaveForm {
  return {
    ...(id === undefined ? {} : { id }),
    name: values.name.trim(),
    display_name: values.display_name.trim(),
    email: values.email.trim(),
    roles: values.roles,
    active: values.active,
  };
}
