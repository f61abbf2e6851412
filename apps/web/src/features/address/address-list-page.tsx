export function AddressListPage() { return null; }
