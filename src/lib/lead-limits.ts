/**
 * The longest text each lead form field takes, in characters: the input schemas (content/lead-input.ts) refuse more,
 * and the forms' `maxLength` stops the typing there. Plain numbers, so a form in the visitor's bundle reads them
 * without the validation library.
 */
export const leadLimits = {
  name: 120,
  email: 254,
  phone: 40,
  company: 160,
  message: 5000,
  chatMessage: 2000,
} as const;
