export function AddressFormPage() { return null; }
