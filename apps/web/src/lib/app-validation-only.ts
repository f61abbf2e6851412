/**
 * Spread on antd-mobile's <Form>: `{...appValidationOnly}`. Its types leave the attribute out, but rc-field-form
 * hands it to the <form> element, so the browser's own validation bubbles ("Please include an '@'…", in the
 * browser's language) never cover the app's messages: the form's rules and toasts are the only judges.
 */
export const appValidationOnly: Record<string, unknown> = { noValidate: true };
