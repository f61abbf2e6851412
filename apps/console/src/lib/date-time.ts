/** The schedules' datetime-local helpers live in the desk kit, shared with the seller center's vouchers and deals. */
export { endsAfterStart, fromLocalInput, toLocalInput } from '@shop/desk/forms/date-time.ts';
